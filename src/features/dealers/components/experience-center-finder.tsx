import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { PlacesMap } from '@/components/map/places-map';
import { routes } from '@/config/routes';
import type { ExperienceCenterCard_CenterFragment } from '@/graphql/generated/graphql';
import { DEFAULT_MAP_CENTER, directionsUrl, type LatLng } from '@/lib/geo';
import { formatOpeningHours } from '@/lib/opening-hours';
import { arrangeCenters, citiesOf } from '../sort-centers';
import styles from './experience-center-finder.module.css';

type LocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: LatLng }
  | { status: 'denied' | 'unavailable' | 'unsupported' };

/**
 * The list and map of experience centres and dealers: filter by city, nearest first with the visitor's location.
 * `centers` come ordered by the server (orderCenters).
 */
export function ExperienceCenterFinder({ centers }: { centers: ExperienceCenterCard_CenterFragment[] }) {
  const t = useTranslations('ExperienceCenter');
  const locale = useLocale();
  const [city, setCity] = useState('');
  const [location, setLocation] = useState<LocationState>({ status: 'idle' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mapBoxRef = useRef<HTMLDivElement>(null);
  /** On a phone the map is above the list, out of sight: bring it into view with the place selected. */
  const showOnMap = (id: string) => {
    setSelectedId(id);
    const box = mapBoxRef.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      mapBoxRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  };
  const origin = location.status === 'located' ? location.position : null;
  const cities = useMemo(() => citiesOf(centers), [centers]);
  const rows = useMemo(() => arrangeCenters(centers, city, origin), [centers, city, origin]);

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocation({ status: 'unsupported' });
      return;
    }
    setLocation({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setLocation({
          status: 'located',
          position: { latitude: pos.coords.latitude, longitude: pos.coords.longitude },
        }),
      (error) => setLocation({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10000, maximumAge: 300000 },
    );
  };

  const mapCenter =
    origin ?? (rows[0] ? { latitude: rows[0].latitude, longitude: rows[0].longitude } : DEFAULT_MAP_CENTER);
  const locationMessage = {
    idle: null,
    locating: t('locating'),
    located: t('sortedByDistance'),
    denied: t('locationDenied'),
    unavailable: t('locationUnavailable'),
    unsupported: t('locationUnsupported'),
  }[location.status];
  const locationFailed =
    location.status === 'denied' || location.status === 'unavailable' || location.status === 'unsupported';

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="ec-city" className={styles.label}>
            {t('cityLabel')}
          </label>
          <select id="ec-city" className={styles.select} value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="">{t('allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.locate}
          onClick={locate}
          disabled={location.status === 'locating'}
          aria-pressed={location.status === 'located'}
        >
          {t('useLocation')}
        </button>
      </div>
      <p role={locationFailed ? 'alert' : 'status'} className={locationFailed ? styles.warning : styles.status}>
        {locationMessage}
      </p>
      <div className={styles.layout}>
        <div className={styles.mapBox} ref={mapBoxRef}>
          <PlacesMap
            label={t('mapLabel')}
            center={mapCenter}
            points={rows.map((c) => ({ id: c.id, latitude: c.latitude, longitude: c.longitude, title: c.location }))}
            selectedId={selectedId}
            fitPoints
            onSelect={(id) => {
              setSelectedId(id);
              document.getElementById(`center-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
            }}
          />
        </div>
        <div>
          <p className={styles.count} aria-live="polite">
            {t('count', { count: rows.length })}
          </p>
          {rows.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ol className={styles.list} aria-label={t('listLabel')}>
              {rows.map((c) => (
                <li
                  key={c.id}
                  id={`center-${c.id}`}
                  className={styles.card}
                  data-selected={c.id === selectedId}
                  data-testid="experience-center"
                >
                  <div className={styles.cardHead}>
                    <h3 className={styles.name}>{c.location}</h3>
                    <span className={c.upcoming ? styles.badgeUpcoming : styles.badgeOpen}>
                      {c.upcoming ? t('upcoming') : t('open')}
                    </span>
                  </div>
                  <p className={styles.type}>{t(`type.${c.type}`)}</p>
                  <address className={styles.address}>
                    {c.address1}
                    {c.address2 ? `, ${c.address2}` : ''}
                    <br />
                    {c.city}, {c.state}
                    {c.zipCode ? ` ${c.zipCode}` : ''}
                  </address>
                  {c.operatingHours && (
                    <p className={styles.hours}>
                      <span className={styles.hoursLabel}>{t('hours')}: </span>
                      {formatOpeningHours(c.operatingHours, locale)}
                    </p>
                  )}
                  {c.distanceKm !== null && (
                    <p className={styles.distance}>{t('distance', { km: c.distanceKm.toFixed(1) })}</p>
                  )}
                  <div className={styles.actions}>
                    <a
                      href={directionsUrl(c)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.linkButton}
                      aria-label={t('directionsLabel', { name: c.location })}
                    >
                      {t('directions')}
                    </a>
                    {!c.upcoming && (
                      <Link href={routes.testRideFor({ centre: c.id })} className={styles.linkText}>
                        {t('testRide')}
                      </Link>
                    )}
                    <button type="button" className={styles.linkText} onClick={() => showOnMap(c.id)}>
                      {t('showOnMap')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
