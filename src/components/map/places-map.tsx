import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { LeafletMapProps } from './leaflet-map';
import { browserPart } from '@/lib/browser-part';

const LeafletMap = browserPart(
  () => import('./leaflet-map').then((m) => m.default),
  () => <Box sx={{ height: '100%', bgcolor: 'grey.100', borderRadius: 2 }} />,
);

/** Without a tile server (NEXT_PUBLIC_MAP_TILE_URL) the map shows coasts only: say so, and where the details are. */
const SIMPLIFIED = !process.env.NEXT_PUBLIC_MAP_TILE_URL;

/** Client-only map with a fixed height, so nothing shifts while Leaflet loads. */
export function PlacesMap(props: LeafletMapProps) {
  const t = useTranslations('Map');
  return (
    <Box>
      <Box sx={{ height: { xs: 240, md: 320 } }}>
        <LeafletMap {...props} />
      </Box>
      {SIMPLIFIED && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('simplified')}
        </Typography>
      )}
    </Box>
  );
}
