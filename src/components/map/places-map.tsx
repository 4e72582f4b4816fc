import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import type { LeafletMapProps } from './leaflet-map';

const LeafletMap = dynamic(() => import('./leaflet-map'), {
  ssr: false,
  loading: () => <Box sx={{ height: '100%', bgcolor: 'grey.100', borderRadius: 2 }} />,
});

/** Client-only map with a fixed height, so nothing shifts while Leaflet loads. */
export function PlacesMap(props: LeafletMapProps) {
  return (
    <Box sx={{ height: { xs: 240, md: 320 } }}>
      <LeafletMap {...props} />
    </Box>
  );
}
