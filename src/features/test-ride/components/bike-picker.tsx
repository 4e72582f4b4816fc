import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { NativeButtonLink } from '@/components/ui/native-button';
import { routes } from '@/config/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { testDriveActions } from '../test-ride-slice';
import styles from './bike-picker.module.css';
import { assetUrl } from '@/lib/asset-url';

export interface BikeCardData {
  id: string;
  slug: string;
  name: string;
  image?: string | null;
}

/** The chosen bike of the state, or the first one when the state holds another catalogue's id (default 5). */
export function useSelectedBike<T extends { id: string }>(bikes: T[]): T | undefined {
  const productId = useAppSelector((s) => s.testDrive.productId);
  return bikes.find((b) => b.id === String(productId)) ?? bikes[0];
}

/**
 * A page that already chose (a product page's model, an experience centre) links here with `?model=slug` and/or
 * `?centre=id` (routes.testRideFor): the choice is taken over once, then the visitor may change it.
 */
function useEntryChoice(bikes: BikeCardData[]) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const model = typeof router.query.model === 'string' ? router.query.model : '';
  const centre = typeof router.query.centre === 'string' ? router.query.centre : '';
  const bikeId = bikes.find((b) => b.slug === model)?.id;
  // Depends on the values only, so a later pick by the visitor is not overwritten on the next render.
  useEffect(() => {
    if (bikeId) dispatch(testDriveActions.setProductId(bikeId));
    if (centre) {
      dispatch(testDriveActions.setLocationType('DEALER'));
      dispatch(testDriveActions.setIdLocation(centre));
    }
  }, [bikeId, centre, dispatch]);
}

/** The models as radio cards, then "Continue" to the booking form. Native controls: no MUI on this public step. */
export function BikePicker({ bikes }: { bikes: BikeCardData[] }) {
  const t = useTranslations('TestRide');
  const dispatch = useAppDispatch();
  useEntryChoice(bikes);
  const selected = useSelectedBike(bikes);
  return (
    <div className={styles.picker}>
      <div role="radiogroup" aria-labelledby="tr-bike">
        <p id="tr-bike" className={styles.label}>
          {t('bikeGroup')}
        </p>
        <div className={styles.cards}>
          {bikes.map((bike) => (
            <label
              key={bike.id}
              className={bike.id === selected?.id ? `${styles.card} ${styles.selected}` : styles.card}
            >
              <input
                type="radio"
                name="productId"
                value={bike.id}
                checked={bike.id === selected?.id}
                onChange={(e) => dispatch(testDriveActions.setProductId(e.target.value))}
                className={styles.radio}
              />
              <span className={styles.cardBody}>
                {bike.image && (
                  <img
                    src={assetUrl(bike.image, 400, 240)}
                    alt=""
                    width={400}
                    height={240}
                    className={styles.image}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className={styles.name}>{bike.name}</span>
              </span>
            </label>
          ))}
        </div>
      </div>
      {selected && (
        <NativeButtonLink href={routes.testRideBook} size="large">
          {t('continue')}
        </NativeButtonLink>
      )}
    </div>
  );
}
