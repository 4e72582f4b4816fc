/** What the card says, already translated and formatted for its language. */
export interface ShareCardText {
  tagline: string;
  /** "1.082" / "1,082" */
  km: string | null;
  kmLabel: string;
  /** "#3 in Jakarta", or the not-ranked line. */
  rank: string;
  /** "Total distance ranking" */
  ranking: string;
  riderLine: string | null;
  /** The general card: the heading over the top riders. */
  topHeading: string;
  top: Array<{ rank: number; name: string; value: string }>;
}

const INK = '#1A1A2E';
const MAGENTA = '#C8006E';
const PINK = '#FCE4F1';

/**
 * The leaderboard's share image, 1200×630 (Open Graph and Twitter card), drawn by next/og (satori: flex layout only,
 * inline styles). A rider's card states the km travelled and the rank in the city; without a rider, the city's top.
 */
export function RiderShareCard({ text, picture }: { text: ShareCardText; picture: string | null }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        background: INK,
        color: '#FFFFFF',
        fontFamily: 'Noto Sans',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', fontSize: 44, letterSpacing: 8, color: '#FFFFFF' }}>ALVA</div>
        <div style={{ display: 'flex', fontSize: 28, color: PINK }}>{text.tagline}</div>
      </div>
      {text.km !== null ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', alignItems: 'baseline' }}>
              <div style={{ display: 'flex', fontSize: 148, lineHeight: 1 }}>{text.km}</div>
              <div style={{ display: 'flex', fontSize: 44, marginLeft: 20, color: PINK }}>{text.kmLabel}</div>
            </div>
            <div
              style={{
                display: 'flex',
                marginTop: 28,
                padding: '10px 28px',
                borderRadius: 999,
                background: MAGENTA,
                fontSize: 48,
                alignSelf: 'flex-start',
              }}
            >
              {text.rank}
            </div>
          </div>
          {picture && (
            <img src={picture} width={400} height={300} style={{ borderRadius: 24, objectFit: 'cover' }} alt="" />
          )}
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 56, marginBottom: 24 }}>{text.topHeading}</div>
          {text.top.map((row) => (
            <div key={row.rank} style={{ display: 'flex', fontSize: 40, marginTop: 8 }}>
              <div style={{ display: 'flex', width: 80, color: PINK }}>{`#${row.rank}`}</div>
              <div style={{ display: 'flex', flexGrow: 1 }}>{row.name}</div>
              <div style={{ display: 'flex' }}>{row.value}</div>
            </div>
          ))}
        </div>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 30, color: PINK }}>
        <div style={{ display: 'flex' }}>{text.riderLine ?? ''}</div>
        <div style={{ display: 'flex' }}>{text.ranking}</div>
      </div>
    </div>
  );
}

