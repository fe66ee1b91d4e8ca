/*
 * The playground's Design tab: a design written in HTML with {{variables}}, drawn live through
 * GET /v1/render with the playground's key, and the code that stores it on the service
 * (POST /v1/designs), the GET URL that draws it per page, and the library call.
 */

import { base64url } from './base64url.js';

/** Starting points in the built-in cards' styles; each is plain HTML to edit. */
export const DESIGN_TEMPLATES = {
  article: {
    label: 'Article (like the built-in article card)',
    variables: {
      title: 'Rendering images on request',
      subtitle: 'Code screenshots and Open Graph cards',
      author: 'glyphcast',
      date: '2026-11-26',
    },
    html: `<div style="display:flex;flex-direction:column;justify-content:space-between;width:100%;height:100%;padding:72px;background:linear-gradient(135deg,#0f172a,#312e81);color:#fff;font-family:Inter">
  <div style="display:flex;width:72px;height:6px;border-radius:3px;background:#a78bfa"></div>
  <div style="display:flex;flex-direction:column;gap:20px">
    <div style="font-size:64px;font-weight:700;line-height:1.1">{{title}}</div>
    <div style="font-size:32px;color:#cbd5e1">{{subtitle}}</div>
  </div>
  <div style="display:flex;justify-content:space-between;font-size:26px;color:#94a3b8">
    <span>{{author}}</span><span>{{date}}</span>
  </div>
</div>`,
  },
  minimal: {
    label: 'Minimal (a centred title)',
    variables: { title: 'Shipping glyphcast 1.0 🚀', site: 'glyphcast.dev' },
    html: `<div style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:28px;width:100%;height:100%;padding:96px;background:#fafaf9;color:#1c1917;text-align:center">
  <div style="font-size:72px;font-weight:800;letter-spacing:-1px">{{title}}</div>
  <div style="font-size:28px;color:#78716c">{{site}}</div>
</div>`,
  },
  ticket: {
    label: 'Event ticket (pills, right-to-left text)',
    variables: { event: 'مؤتمر الويب ٢٠٢٦', date: 'Dec 3–4', place: 'Lisbon' },
    html: `<style>
  .pill { display:flex; padding:10px 22px; border-radius:999px; background:rgba(255,255,255,.15); font-size:26px }
</style>
<div style="display:flex;flex-direction:column;justify-content:center;gap:36px;width:100%;height:100%;padding:80px;background:#be123c;color:#fff">
  <div style="font-size:80px;font-weight:700">{{event}}</div>
  <div style="display:flex;gap:16px"><span class="pill">{{date}}</span><span class="pill">{{place}}</span></div>
</div>`,
  },
};

/** The text's language: Han characters take its region's letterforms. */
const LANGUAGES = [
  ['auto', 'auto (Japanese when the text has kana)'],
  ['ja', 'ja: Japanese'],
  ['zh-CN', 'zh-CN: Simplified Chinese'],
  ['zh-TW', 'zh-TW: Traditional Chinese'],
  ['zh-HK', 'zh-HK: Traditional Chinese (Hong Kong)'],
  ['ko', 'ko: Korean'],
];

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export function initialDesign() {
  const template = DESIGN_TEMPLATES.article;
  return {
    template: 'article',
    html: template.html,
    width: 1200,
    height: 630,
    format: 'png',
    scale: 1,
    lang: 'auto',
    variables: { ...template.variables },
  };
}

/** The variable names the HTML uses, in order. */
export function variableNames(html) {
  return [...new Set([...html.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** HTML text with `&`, `<`, `>` and quotes escaped: a value fills text or an attribute as text. */
const escapeHtml = (value) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The HTML with each variable's value put in as text (the service fills the parsed tree alike). */
function filled(values) {
  return values.html.replace(PLACEHOLDER, (_match, name) => escapeHtml(values.variables[name] ?? ''));
}

/** The preview: GET /v1/render with the filled HTML. */
export function designPreviewUrl(values, key, api) {
  const query = new URLSearchParams({
    html: base64url(filled(values)),
    width: String(values.width),
    height: String(values.height),
  });
  if (values.format !== 'png') query.set('format', values.format);
  if (String(values.scale) !== '1') query.set('scale', String(values.scale));
  if (values.lang !== 'auto') query.set('lang', values.lang);
  query.set('key', key);
  return `${api('v1/render')}?${query}`;
}

function field(labelText, control, name) {
  const row = document.createElement('div');
  row.className = `field field-${name}`;
  const label = document.createElement('label');
  label.textContent = labelText;
  label.htmlFor = control.id;
  row.append(label, control);
  return row;
}

function select(id, name, options, value) {
  const control = document.createElement('select');
  control.id = id;
  control.name = name;
  for (const [optionValue, text] of options) control.add(new Option(text, optionValue));
  control.value = String(value);
  return control;
}

function numberInput(id, name, value) {
  const control = document.createElement('input');
  control.type = 'number';
  control.id = id;
  control.name = name;
  control.min = '1';
  control.max = '4096';
  control.value = String(value);
  return control;
}

/** The variables' fields, one per {{name}} the HTML uses. */
function variableFields(values) {
  const group = document.createElement('fieldset');
  group.id = 'design-variables';
  group.className = 'variables';
  const legend = document.createElement('legend');
  legend.textContent = 'Variables ({{name}} in the HTML)';
  group.append(legend);
  const names = variableNames(values.html);
  if (names.length === 0) {
    const none = document.createElement('p');
    none.className = 'note';
    none.textContent = 'None yet: write {{title}} in the HTML to make a field of it.';
    group.append(none);
  }
  for (const name of names) {
    const input = document.createElement('input');
    input.type = 'text';
    input.id = `field-design-var-${name}`;
    input.name = `var:${name}`;
    input.maxLength = 2000;
    input.value = values.variables[name] ?? '';
    group.append(field(name, input, `var-${name}`));
  }
  return group;
}

/** The Design tab's form: a starting point, the size and format, the HTML and its variables. */
export function buildDesignForm(form, values, formats) {
  const templates = Object.entries(DESIGN_TEMPLATES).map(([id, template]) => [id, template.label]);
  const html = document.createElement('textarea');
  html.id = 'field-design-html';
  html.name = 'html';
  html.rows = 14;
  html.spellcheck = false;
  html.value = values.html;
  form.append(
    field('Start from', select('field-design-template', 'template', templates, values.template), 'template'),
    field('width', numberInput('field-design-width', 'width', values.width), 'width'),
    field('height', numberInput('field-design-height', 'height', values.height), 'height'),
    field(
      'format',
      select(
        'field-design-format',
        'format',
        formats.map((format) => [format, format]),
        values.format,
      ),
      'format',
    ),
    field(
      'scale',
      select(
        'field-design-scale',
        'scale',
        [
          ['1', '1'],
          ['2', '2'],
          ['3', '3'],
        ],
        values.scale,
      ),
      'scale',
    ),
    field(
      'lang (the letterforms of Han characters)',
      select('field-design-lang', 'lang', LANGUAGES, values.lang),
      'lang',
    ),
    field('HTML (inline styles, <style> blocks, Tailwind in tw="…")', html, 'html'),
    variableFields(values),
  );
}

/** The variables' fields again, for the HTML's variables now. */
export function refreshVariableFields(form, values) {
  form.querySelector('#design-variables')?.replaceWith(variableFields(values));
}

/**
 * Applies a change of the Design tab's form, and says what must be built again: the whole
 * `form` (a new starting point), the `variables` (the HTML's changed), or nothing.
 */
export function applyDesignInput(values, control) {
  const { name, value } = control;
  if (name === 'template') {
    if (value === values.template) return undefined;
    const template = DESIGN_TEMPLATES[value];
    Object.assign(values, { template: value, html: template.html, variables: { ...template.variables } });
    return 'form';
  }
  if (name.startsWith('var:')) {
    values.variables[name.slice(4)] = value;
    return undefined;
  }
  if (name === 'html') {
    const before = variableNames(values.html).join();
    values.html = value;
    return variableNames(value).join() === before ? undefined : 'variables';
  }
  values[name] = name === 'width' || name === 'height' ? Number(value) || 1 : value;
  return undefined;
}

const shellQuote = (text) => `'${text.replaceAll("'", "'\\''")}'`;

/** The code to copy: store the design, the GET URL that draws it per page, the library call. */
export function designSnippets(values, key, api) {
  const names = variableNames(values.html);
  const variables = Object.fromEntries(names.map((name) => [name, values.variables[name] ?? '']));
  const body = { name: 'My design', html: values.html, width: values.width, height: values.height, variables };
  if (values.lang !== 'auto') body.lang = values.lang;
  const query = new URLSearchParams(variables);
  if (values.format !== 'png') query.set('format', values.format);
  query.set('key', key.startsWith('pk_') ? 'pk_live_YOUR_PUBLIC_KEY' : key);
  const output = { width: values.width, height: values.height };
  if (values.format !== 'png') output.format = values.format;
  if (values.lang !== 'auto') output.lang = values.lang;
  return [
    [
      'store',
      'curl: store the design (POST /v1/designs, with your secret key)',
      `curl ${api('v1/designs')} \\\n  -H 'Authorization: Bearer sk_live_YOUR_SECRET_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(body))}`,
    ],
    [
      'design-url',
      'Image URL per page (the id the store answered, your public key)',
      `${api('v1/designs/DESIGN_ID/image')}?${query}`,
    ],
    [
      'js',
      'JavaScript (@glyphcast/core, no server)',
      `import { writeFile } from 'node:fs/promises';\nimport { renderHtml } from '@glyphcast/core';\n\nconst html = ${JSON.stringify(filled(values))};\nconst image = await renderHtml(html, ${JSON.stringify(output)});\nawait writeFile('design.${values.format}', image);`,
    ],
  ];
}
