import { describe, expect, it } from 'vitest';
import { checkValues, fillVariables, variablesUsed } from '../../src/designs/design-variables.js';

const card = {
  type: 'div',
  props: {
    style: { backgroundImage: "url('{{background}}')", color: '#fff' },
    title: 'Post: {{title}}',
    children: [
      { type: 'h1', props: { children: '{{ title }}' } },
      { type: 'img', props: { src: '{{avatar}}', width: 40, height: 40 } },
      { type: 'img', props: { src: 'https://cdn.example/{{slug}}.png' } },
    ],
  },
};

describe('design variables', () => {
  it('finds each variable and how it is used', () => {
    const uses = variablesUsed(card, 'element');
    expect(Object.fromEntries([...uses].map(([name, use]) => [name, [...use.uses]]))).toEqual({
      background: ['url'],
      title: ['text'],
      avatar: ['url'],
      slug: ['url-part'],
    });
    expect(uses.get('avatar')?.path).toBe('div > img[2]');
  });

  it('fills text as text, once: a value holding markup or a placeholder stays those characters', () => {
    const filled = fillVariables(card, {
      title: '</h1><script>{{avatar}}</script>',
      background: '',
      avatar: '',
      slug: 'a b/../c?d=1&e',
    }) as typeof card;
    const [h1, avatar, slug] = filled.props.children;
    expect(h1?.props.children).toBe('</h1><script>{{avatar}}</script>');
    expect(filled.props.title).toBe('Post: </h1><script>{{avatar}}</script>');
    expect(filled.props.style.backgroundImage).toBe('none');
    expect(avatar?.props.src).toMatch(/^data:image\/svg\+xml,/);
    // An empty picture takes no room: its element is hidden.
    expect((avatar?.props as { style?: Record<string, unknown> } | undefined)?.style).toEqual({ display: 'none' });
    expect(slug?.props.src).toBe('https://cdn.example/a%20b%2F..%2Fc%3Fd%3D1%26e.png');
    // The given tree is not changed.
    expect(card.props.children[0]?.props.children).toBe('{{ title }}');
  });

  it('keeps a URL value inside its url(): quotes and parentheses are percent-encoded', () => {
    const value = 'https://a.example/x.png\'), url("https://b.example/y.png\\';
    checkValues(variablesUsed(card, 'element'), { background: value });
    const filled = fillVariables(card, { background: value, title: '', avatar: '', slug: '' }) as typeof card;
    expect(filled.props.style.backgroundImage).toBe(
      // The URL parser reads a backslash in an http(s) URL as a slash.
      'url("https://a.example/x.png%27%29,%20url%28%22https://b.example/y.png/")',
    );
  });

  it('refuses a URL variable that is not http(s), naming it', () => {
    expect(() => checkValues(variablesUsed(card, 'element'), { avatar: 'javascript:alert(1)' })).toThrow(/`avatar`/);
    expect(() => checkValues(variablesUsed(card, 'element'), { avatar: '/etc/passwd' })).toThrow(/`avatar`/);
  });

  it('refuses variables in CSS other than url() and in Tailwind classes, naming the element', () => {
    const inColour = { type: 'div', props: { children: { type: 'p', props: { style: { color: '{{c}}' } } } } };
    expect(() => variablesUsed(inColour, 'html')).toThrow(/div > p: a variable in `color`/);
    const inTw = { type: 'div', props: { tw: 'bg-{{c}}' } };
    expect(() => variablesUsed(inTw, 'element')).toThrow(/Tailwind/);
  });

  it('bounds its own walk: arrays nested 5000 deep are refused, not a crash', () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 5000; depth++) deep = [deep];
    expect(() => variablesUsed({ type: 'div', props: { children: deep } }, 'element')).toThrow(/nested more than/);
  });
});
