import { useTranslations } from 'next-intl';
import type { LeafletMapProps } from './leaflet-map';
import { browserPart } from '@/lib/browser-part';
import { useSeen } from '@/lib/use-seen';
import styles from './places-map.module.css';

const MapPlaceholder = () => <div className={styles.placeholder} />;
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
    <div>
      <div ref={mapArea} className={styles.area}>
        {seen ? <LeafletMap {...props} /> : <MapPlaceholder />}
      </div>
      {SIMPLIFIED && <p className={styles.caption}>{t('simplified')}</p>}
    </div>
  );
}
