/*
 * The playground: a form built from the API's own schemas (/openapi.json), so every parameter
 * is offered with its default and bounds and the page never lags behind the API. Each change
 * asks GET /v1/code or /v1/og with the playground's public key; errors show the API's message.
 * The Design tab (design-tab.js) draws the user's own HTML through GET /v1/render.
 */
import { base64url } from './base64url.js';
import {
  applyDesignInput,
  buildDesignForm,
  designPreviewUrl,
  designSnippets,
  initialDesign,
  refreshVariableFields,
} from './design-tab.js';

const SAMPLE_CODE = `import { renderCode } from '@glyphcast/core';

// Tabs, wide characters and emoji all keep the grid: 你好 👋
export async function card(source: string) {
  const image = await renderCode({ code: source, theme: 'nord' });
  return image.byteLength;
}
`;
const INITIAL = {
  code: { code: SAMPLE_CODE, language: 'typescript', lineNumbers: true, highlightLines: [5] },
  og: {
    title: 'Rendering images on request',
    subtitle: 'Code screenshots and Open Graph cards',
    author: 'glyphcast',
    code: "const card = await renderOg({ template: 'code', title, code });",
    language: 'typescript',
  },
  design: initialDesign(),
};
/** OG fields only the `code` template shows: sent with it alone (the others would warn). */
const CODE_TEMPLATE_FIELDS = new Set(['code', 'language', 'codeTheme']);
/** The Pro-only fields: the playground's Free key would get a 403. */
const SKIPPED = new Set(['font', 'css']);
const LANGUAGES = [
  'auto',
  'typescript',
  'javascript',
  'tsx',
  'python',
  'rust',
  'go',
  'java',
  'c',
  'cpp',
  'csharp',
  'ruby',
  'php',
  'swift',
  'kotlin',
  'sql',
  'bash',
  'json',
  'yaml',
  'html',
  'css',
  'markdown',
  'diff',
  'ansi',
  'text',
];
/** Text fields with suggestions: languages, the code card's sizes, the text's language tags. */
const SUGGESTIONS = {
  language: LANGUAGES,
  size: ['og', 'square', 'story', '1600x900'],
  lang: ['auto', 'ja', 'zh-CN', 'zh-TW', 'zh-HK', 'ko'],
};
const DEBOUNCE_MS = 350;

const state = {
  kind: 'code',
  key: '',
  schemas: {},
  themes: undefined,
  values: structuredClone(INITIAL),
  objectUrl: '',
};
const $ = (selector) => document.querySelector(selector);
/** The API's address: the page's <base>, so the service works mounted under a path too. */
const api = (path) => new URL(path, document.baseURI).href;
const form = $('#parameters');

async function start() {
  try {
    const [key, openapi, themes] = await Promise.all(
      ['v1/playground-key', 'openapi.json', 'v1/themes'].map(async (path) => {
        const response = await fetch(api(path));
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json();
      }),
    );
    state.key = key.key;
    state.schemas = { code: openapi.components.schemas.CodeOptions, og: openapi.components.schemas.OgOptions };
    state.themes = themes;
  } catch (error) {
    showError(`The playground could not start: ${error.message}`);
    return;
  }
  for (const button of document.querySelectorAll('[data-kind]')) {
    button.addEventListener('click', () => switchKind(button.dataset.kind));
  }
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('submit', (event) => event.preventDefault());
  buildForm();
  render();
}

function switchKind(kind) {
  state.kind = kind;
  for (const button of document.querySelectorAll('[data-kind]')) {
    button.setAttribute('aria-pressed', String(button.dataset.kind === kind));
  }
  buildForm();
  render();
}

/** What an optional choice with no default says when it is not set. */
const UNSET_LABELS = { darkTheme: 'none (one theme)', codeTheme: 'automatic (dark or light by the card)' };

/** Option labels for the enums /v1/themes describes (names and light or dark). */
function optionLabel(name, value) {
  if ((state.kind === 'code' && (name === 'theme' || name === 'darkTheme')) || name === 'codeTheme') {
    const theme = state.themes.themes.find((entry) => entry.id === value);
    if (theme) return `${theme.name} (${theme.type})`;
  }
  if (state.kind === 'code' && name === 'background') {
    const background = state.themes.backgrounds.find((entry) => entry.id === value);
    if (background) return background.name;
  }
  return String(value);
}

function buildForm() {
  if (state.kind === 'design') {
    form.replaceChildren();
    buildDesignForm(form, state.values.design, state.themes.formats);
    return;
  }
  const schema = state.schemas[state.kind];
  const values = state.values[state.kind];
  form.replaceChildren();
  for (const [name, property] of Object.entries(schema.properties)) {
    if (SKIPPED.has(name)) continue;
    const id = `field-${state.kind}-${name}`;
    const row = document.createElement('div');
    row.className = `field field-${name}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = name + (schema.required?.includes(name) ? ' (required)' : '');
    const control = createControl(name, property, values[name]);
    control.id = id;
    control.name = name;
    const hint = describe(property);
    if (hint) {
      const small = document.createElement('small');
      small.id = `${id}-hint`;
      small.textContent = hint;
      control.setAttribute('aria-describedby', small.id);
      row.append(label, control, small);
    } else {
      row.append(label, control);
    }
    if (control.type === 'checkbox') row.classList.add('checkbox');
    form.append(row);
    if (name === 'code' && state.kind === 'code') form.append(lineToggles());
  }
}

function createControl(name, property, value) {
  const fallback = value ?? property.default;
  if (property.enum) {
    const select = document.createElement('select');
    // A choice with no default starts unset, and can be unset again.
    if (property.default === undefined) select.add(new Option(UNSET_LABELS[name] ?? 'not set', ''));
    for (const option of property.enum) select.add(new Option(optionLabel(name, option), String(option)));
    select.value = String(fallback ?? '');
    return select;
  }
  if (property.type === 'boolean') {
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = Boolean(fallback);
    return input;
  }
  if (name === 'code') {
    const area = document.createElement('textarea');
    area.rows = state.kind === 'code' ? 12 : 5;
    area.spellcheck = false;
    area.value = fallback ?? '';
    return area;
  }
  const input = document.createElement('input');
  if (property.type === 'integer') {
    input.type = 'number';
    input.inputMode = 'numeric';
    if (property.minimum !== undefined) input.min = String(property.minimum);
    if (property.maximum !== undefined) input.max = String(property.maximum);
  } else {
    input.type = 'text';
    if (property.type === 'string' && property.maxLength !== undefined) input.maxLength = property.maxLength;
  }
  if (property.type === 'array') input.placeholder = 'e.g. 2,4,5';
  const suggestions = SUGGESTIONS[name];
  if (suggestions) {
    const listId = `suggestions-${name}`;
    input.setAttribute('list', listId);
    if (!document.getElementById(listId)) {
      const list = document.createElement('datalist');
      list.id = listId;
      for (const suggestion of suggestions) list.append(new Option(suggestion));
      document.body.append(list);
    }
  }
  input.value = Array.isArray(fallback) ? fallback.join(',') : (fallback ?? '');
  return input;
}

function describe(property) {
  const parts = [];
  if (property.minimum !== undefined && property.maximum !== undefined)
    parts.push(`${property.minimum}–${property.maximum}`);
  if (property.maxLength !== undefined && property.type === 'string' && !property.enum)
    parts.push(`up to ${property.maxLength} characters`);
  if (property.format === 'uri') parts.push('an https:// or data: URL');
  if (property.default !== undefined && !Array.isArray(property.default)) parts.push(`default ${property.default}`);
  return parts.join(', ');
}

/** One toggle per code line, numbered as the card numbers it (from lineStart): pressing one highlights that line. */
function lineToggles() {
  const group = document.createElement('fieldset');
  group.className = 'lines';
  const legend = document.createElement('legend');
  legend.textContent = 'Highlight lines (press a line)';
  group.append(legend);
  const list = document.createElement('div');
  list.id = 'line-toggles';
  group.append(list);
  queueMicrotask(refreshLineToggles);
  return group;
}

function refreshLineToggles() {
  const list = document.getElementById('line-toggles');
  if (!list) return;
  const values = state.values.code;
  const lines = (values.code ?? '').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const selected = new Set((values.highlightLines ?? []).map(Number));
  const first = Number.parseInt(values.lineStart, 10) || 1;
  list.replaceChildren(
    ...lines.slice(0, 200).map((text, index) => {
      const line = first + index;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'line';
      button.dataset.line = String(line);
      button.setAttribute('aria-pressed', String(selected.has(line)));
      button.setAttribute('aria-label', `Line ${line}`);
      const number = document.createElement('span');
      number.textContent = String(line);
      const code = document.createElement('code');
      code.textContent = text || ' ';
      button.append(number, code);
      button.addEventListener('click', () => toggleLine(line));
      return button;
    }),
  );
}

function toggleLine(line) {
  const values = state.values.code;
  const selected = new Set((values.highlightLines ?? []).map(Number));
  if (selected.has(line)) selected.delete(line);
  else selected.add(line);
  values.highlightLines = [...selected].sort((a, b) => a - b);
  const input = document.getElementById('field-code-highlightLines');
  if (input) input.value = values.highlightLines.join(',');
  refreshLineToggles();
  scheduleRender();
}

function controlValue(control, property) {
  if (control.type === 'checkbox') return control.checked;
  if (property.type === 'array') {
    return control.value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  return control.value;
}

function onInput(event) {
  const control = event.target;
  if (!control.name) return;
  if (state.kind === 'design') {
    const values = state.values.design;
    const before = JSON.stringify(values);
    const rebuild = applyDesignInput(values, control);
    if (JSON.stringify(values) === before) return;
    // A new starting point rebuilds the form; new variables in the HTML only their fields (the
    // HTML being typed keeps its focus).
    if (rebuild === 'form') buildForm();
    else if (rebuild === 'variables') refreshVariableFields(form, values);
    scheduleRender();
    return;
  }
  const property = state.schemas[state.kind].properties[control.name];
  const values = state.values[state.kind];
  const value = controlValue(control, property);
  // A field's `change` (on leaving it) repeats its last `input`: redrawing then would replace the
  // line toggles under a click that is landing on one.
  if (JSON.stringify(value) === JSON.stringify(values[control.name])) return;
  values[control.name] = value;
  if (state.kind === 'code' && ['code', 'highlightLines', 'lineStart'].includes(control.name)) refreshLineToggles();
  scheduleRender();
}

let timer;
function scheduleRender() {
  clearTimeout(timer);
  timer = setTimeout(render, DEBOUNCE_MS);
}

/** The parameters that differ from their defaults, as the API takes them (code stays text). */
function currentParams() {
  const schema = state.schemas[state.kind];
  const params = {};
  for (const [name, value] of Object.entries(state.values[state.kind])) {
    const property = schema.properties[name];
    if (!property || SKIPPED.has(name)) continue;
    if (state.kind === 'og' && CODE_TEMPLATE_FIELDS.has(name) && state.values.og.template !== 'code') continue;
    if (value === '' && !schema.required?.includes(name)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (value === property.default || String(value) === String(property.default)) continue;
    params[name] = property.type === 'integer' && /^-?\d+$/.test(String(value)) ? Number(value) : value;
    if (property.type === 'array')
      params[name] = value.map((item) => (/^\d+$/.test(String(item)) ? Number(item) : item));
  }
  return params;
}

function imageUrl(params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    query.set(name, name === 'code' ? base64url(value) : Array.isArray(value) ? value.join(',') : String(value));
  }
  query.set('key', state.key);
  return `${api(`v1/${state.kind}`)}?${query}`;
}

/** How long to wait before asking again when the API says to (429 or 503 with Retry-After). */
function retryDelay(response) {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 30 ? Math.max(seconds, 0.5) * 1000 : undefined;
}

const RETRIES = 3;
let latest = 0;
async function render(attempt = 0) {
  const design = state.kind === 'design';
  const params = design ? {} : currentParams();
  const url = design ? designPreviewUrl(state.values.design, state.key, api) : imageUrl(params);
  const request = ++latest;
  $('#status').textContent = 'Rendering…';
  try {
    const response = await fetch(url);
    if (request !== latest) return;
    const wait = retryDelay(response);
    if (wait !== undefined && attempt < RETRIES) {
      // Rate limited or busy: the API says when to come back, so the preview catches up by itself.
      $('#status').textContent = `Busy, trying again in ${Math.ceil(wait / 1000)} s…`;
      setTimeout(() => request === latest && render(attempt + 1), wait);
      return;
    }
    if (!response.ok) {
      const problem = await response.json().catch(() => ({ detail: `the API answered ${response.status}` }));
      showError(problem.detail ?? problem.title, problem.field);
      showWarnings(undefined);
      $('#status').textContent = '';
      return;
    }
    const blob = await response.blob();
    if (request !== latest) return;
    if (state.objectUrl) URL.revokeObjectURL(state.objectUrl);
    state.objectUrl = URL.createObjectURL(blob);
    const image = $('#image');
    image.src = state.objectUrl;
    image.alt = ALT_TEXT[state.kind];
    image.hidden = false;
    image.dataset.url = url;
    offerDownload(blob.type);
    clearError();
    showWarnings(response.headers.get('warning'));
    $('#status').textContent =
      `${Math.round(blob.size / 1024)} kB ${blob.type}, ${response.headers.get('x-cache') ?? ''} in ${response.headers.get('x-render-time-ms') ?? '?'} ms`;
  } catch (error) {
    if (request === latest) showError(`The request failed: ${error.message}`);
  }
  showSnippets(design ? designSnippets(state.values.design, state.key, api) : cardSnippets(params, url));
}

const ALT_TEXT = {
  code: 'Preview of the code screenshot',
  og: 'Preview of the Open Graph card',
  design: 'Preview of your design',
};

/** File extensions by the image's media type, for the download's name. */
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/** The image shown, offered as a file named for its kind and format (code.svg, og.png…). */
function offerDownload(type) {
  let link = $('#download');
  if (!link) {
    link = document.createElement('a');
    link.id = 'download';
    link.className = 'button';
    $('#actions').append(link);
  }
  link.href = state.objectUrl;
  link.download = `${state.kind}.${EXTENSIONS[type.split(';')[0]] ?? 'png'}`;
  link.textContent = `Download ${link.download}`;
}

function showError(message, field) {
  const box = $('#error');
  box.textContent = message;
  box.hidden = false;
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
  if (field) document.getElementById(`field-${state.kind}-${field}`)?.setAttribute('aria-invalid', 'true');
}

/**
 * What the image lacks, from the API's Warning header (`199 glyphcast "field: reason"`, one
 * per warning): a title with no bar to show it, lines not on the card, characters no font has.
 */
function showWarnings(header) {
  const reasons = [...(header ?? '').matchAll(/199 glyphcast "([^"]*)"/g)].map((match) => match[1]);
  const list = $('#warnings');
  list.replaceChildren(
    ...reasons.map((reason) => {
      const item = document.createElement('li');
      item.textContent = reason;
      return item;
    }),
  );
  list.hidden = reasons.length === 0;
}

function clearError() {
  $('#error').hidden = true;
  for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
}

/** The code to copy for a built-in card: its URL, the meta tag, curl, the library call. */
function cardSnippets(params, url) {
  const kind = state.kind;
  const json = JSON.stringify(params, null, 2);
  const renderer = kind === 'code' ? 'renderCode' : 'renderOg';
  const snippets = [
    ['url', 'Image URL', url],
    [
      'meta',
      'og:image tag',
      `<meta property="og:image" content="${url.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`,
    ],
    [
      'curl',
      'curl (POST, with your secret key)',
      `curl ${api(`v1/${kind}`)} \\\n  -H 'Authorization: Bearer sk_live_YOUR_SECRET_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(params).replaceAll("'", "'\\''")}' \\\n  -o image.${params.format ?? 'png'}`,
    ],
    [
      'js',
      'JavaScript (@glyphcast/core, no server)',
      `import { writeFile } from 'node:fs/promises';\nimport { ${renderer} } from '@glyphcast/core';\n\nconst image = await ${renderer}(${json});\nawait writeFile('image.${params.format ?? 'png'}', image);`,
    ],
  ];
  return snippets;
}

function showSnippets(snippets) {
  const container = $('#snippets');
  container.replaceChildren(
    ...snippets.map(([id, title, text]) => {
      const figure = document.createElement('figure');
      const caption = document.createElement('figcaption');
      caption.id = `snippet-${id}-title`;
      caption.textContent = title;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy';
      button.dataset.copy = id;
      button.textContent = 'Copy';
      button.setAttribute('aria-describedby', caption.id);
      button.addEventListener('click', () => copy(text, button, title));
      const pre = document.createElement('pre');
      pre.id = `snippet-${id}`;
      pre.textContent = text;
      caption.append(button);
      figure.append(caption, pre);
      return figure;
    }),
  );
}

async function copy(text, button, title) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
    $('#copied').textContent = `${title} copied`;
  } catch {
    button.textContent = 'Select and copy';
    $('#copied').textContent = 'The browser refused the clipboard; select the text instead';
  }
  setTimeout(() => {
    button.textContent = 'Copy';
  }, 1500);
}

start();
