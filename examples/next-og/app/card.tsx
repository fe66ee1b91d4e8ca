/** The blog's card: what next/og users write, drawn by glyphcast (any script, right-to-left too). */
export function Card({ title, description }: { title: string; description: string }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: 'linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #7c2d12 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', fontSize: 28, color: '#fdba74', fontWeight: 700 }}>Acme blog</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        <div style={{ fontSize: 32, color: '#cbd5e1' }}>{description}</div>
      </div>
    </div>
  );
}
