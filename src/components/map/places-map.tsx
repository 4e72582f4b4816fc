import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { LeafletMapProps } from './leaflet-map';
import { browserPart } from '@/lib/browser-part';
import { useSeen } from '@/lib/use-seen';

const MapPlaceholder = () => <Box sx={{ height: '100%', bgcolor: 'grey.100', borderRadius: 2 }} />;
const LeafletMap = browserPart(() => import('./leaflet-map').then((m) => m.default), MapPlaceholder);

/** Without a tile server (NEXT_PUBLIC_MAP_TILE_URL) the map shows coasts only: say so, and where the details are. */
const SIMPLIFIED = !process.env.NEXT_PUBLIC_MAP_TILE_URL;

/**
 * Client-only map with a fixed height, so nothing shifts while Leaflet loads. Leaflet loads once a quarter of the map
 * is on screen: on a phone the map is often below the first screen, and Leaflet's code and set-up are the largest
 * main-thread cost of the page after the form itself (issue 19).
 */
export function PlacesMap(props: LeafletMapProps) {
  const t = useTranslations('Map');
  const [mapArea, seen] = useSeen<HTMLDivElement>();
  return (
    <Box>
      <Box ref={mapArea} sx={{ height: { xs: 240, md: 320 } }}>
        {seen ? <LeafletMap {...props} /> : <MapPlaceholder />}
      </Box>
      {SIMPLIFIED && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('simplified')}
        </Typography>
      )}
    </Box>
  );
}
