import type { ResourceWarning } from '../../../assets/fetch/load-resource.js';
import type { DesignElement } from '../element-tree.js';
import { tailwindStyles } from './tailwind-styles.js';

/*
 * Elements with `tw` get Tailwind's declarations in front of their own `style`, which wins
 * where both set a property (as satori merges them).
 */

function twStrings(element: DesignElement, found: string[] = []): string[] {
  if (element.tw) found.push(element.tw);
  for (const child of element.children) if (typeof child !== 'string') twStrings(child, found);
  return found;
}

/** The tree with `tw` turned into style; a tree without `tw` comes back as it was. */
export async function applyTailwind(
  root: DesignElement,
  width: number,
  warnings: ResourceWarning[],
): Promise<DesignElement> {
  const strings = twStrings(root);
  if (strings.length === 0) return root;
  const styles = await tailwindStyles(strings, width);
  const apply = (element: DesignElement): DesignElement => {
    const children = element.children.map((child) => (typeof child === 'string' ? child : apply(child)));
    if (!element.tw) return { ...element, children };
    const tw = styles.get(element.tw);
    for (const reason of tw?.warnings ?? [])
      warnings.push({ field: element.path, reason: `tw: ${reason}`, lasting: true });
    return { ...element, style: { ...tw?.style, ...element.style }, children };
  };
  return apply(root);
}
