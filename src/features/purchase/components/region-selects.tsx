import { cityById, provinceById } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { RegionSelects } from '@/components/form/region-selects';

/** The form kit's province and city selects with the purchase steps' words. */
export function PurchaseRegionSelects() {
  const t = useTranslations('Purchase');
  return (
    <RegionSelects
      provinceLabel={t('fields.province')}
      cityLabel={t('fields.city')}
      chooseProvince={t('choose')}
      chooseCity={t('choose')}
    />
  );
}

/** The names of a chosen province and city (a city only within its province), kept with the typed values. */
export function regionNames(provinceId: string | null | undefined, cityId: string | null | undefined) {
  const province = provinceId ? provinceById(provinceId) : undefined;
  const city = cityId ? cityById(cityId) : undefined;
  return {
    provinceName: province?.name ?? '',
    cityName: province && city?.provinceId === province.id ? city.name : '',
  };
}

/** What a step's form holds of an address (the owner's, the delivery's), as typed. */
interface TypedAddress {
  phoneNumber?: string | null;
  address?: string | null;
  provinceId?: string | null;
  cityId?: string | null;
  zipCode?: string | null;
}

/** The address part of the owner's and the delivery's mutation input: the typed values with the region's names. */
export function addressInput(values: TypedAddress) {
  return {
    phoneNumber: values.phoneNumber ?? '',
    address: values.address ?? '',
    provinceId: values.provinceId ?? '',
    cityId: values.cityId ?? '',
    ...regionNames(values.provinceId, values.cityId),
    zipCode: values.zipCode?.trim() || null,
  };
}
