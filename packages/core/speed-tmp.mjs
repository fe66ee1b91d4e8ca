import { closeRendering, configureRendering, renderElement } from './dist/index.js';

configureRendering({ threads: 0 });
const h = (type, style, ...children) => ({ type, props: { style, children } });
const tree = (i) =>
  h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 64,
      backgroundImage: 'linear-gradient(135deg, #0f172a 0%, #312e81 100%)',
      color: 'white',
    },
    h(
      'div',
      { display: 'flex', gap: 12 },
      h(
        'div',
        { padding: '6px 16px', borderRadius: 999, backgroundColor: 'rgba(255,255,255,0.15)', fontSize: 24 },
        'TypeScript',
      ),
    ),
    h('div', { fontSize: 72, fontWeight: 700, lineHeight: 1.1 }, `Shipping glyphcast ${i}: own designs, every script`),
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20 },
      h('div', {
        width: 64,
        height: 64,
        borderRadius: '50%',
        backgroundColor: '#a78bfa',
        boxShadow: '0 8px 24px rgba(0,0,0,0.5)',
      }),
      h('div', { fontSize: 28 }, 'Ada Lovelace ' + i),
    ),
  );
for (let i = 0; i < 5; i++) await renderElement(tree(i), { width: 1200, height: 630 });
const times = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  await renderElement(tree(100 + i), { width: 1200, height: 630 });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log('median', times[10].toFixed(1), 'min', times[0].toFixed(1));
await closeRendering();
