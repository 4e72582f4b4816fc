import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { routes } from '@/config/routes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { testDriveActions } from '../test-ride-slice';

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

export function BikePicker({ bikes }: { bikes: BikeCardData[] }) {
  const t = useTranslations('TestRide');
  const dispatch = useAppDispatch();
  useEntryChoice(bikes);
  const selected = useSelectedBike(bikes);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <FormControl>
        <FormLabel id="tr-bike" sx={{ mb: 1 }}>
          {t('bikeGroup')}
        </FormLabel>
        <RadioGroup
          aria-labelledby="tr-bike"
          name="productId"
          value={selected?.id ?? ''}
          onChange={(e) => dispatch(testDriveActions.setProductId(e.target.value))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}
        >
          {bikes.map((bike) => (
            <FormControlLabel
              key={bike.id}
              value={bike.id}
              control={<Radio />}
              sx={{
                m: 0,
                p: 1.5,
                border: 2,
                borderRadius: 2,
                borderColor: bike.id === selected?.id ? 'primary.main' : 'divider',
                alignItems: 'flex-start',
              }}
              label={
                <Box component="span" sx={{ display: 'grid', gap: 1, pt: 1 }}>
                  {bike.image && (
                    <img
                      src={`${bike.image}?w=400&h=240&mode=resize&format=webp`}
                      alt=""
                      width={400}
                      height={240}
                      style={{ width: '100%', height: 'auto', borderRadius: 8 }}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <Typography component="span" variant="h6">
                    {bike.name}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button component={Link} href={routes.testRideBook} variant="contained" size="large" disabled={!selected}>
        {t('continue')}
      </Button>
    </Box>
  );
}
