/**
 * Indonesia's 38 provinces and their main cities and regencies, for delivery addresses (pure data, no imports: the
 * site imports this file too). Ids are the Kemendagri region codes (2 digits for a province, 4 for a city or
 * regency: 31 DKI Jakarta, 3173 Kota Jakarta Pusat), so they stay stable and match other Indonesian systems.
 * Names are the official Indonesian ones (proper nouns, the same in both languages). The list is not every regency:
 * every "kota" (city) of the country, the capital of each province, and the regencies around Jabodetabek and the
 * big cities; a customer elsewhere picks the nearest. `zipPrefixes` are the first two digits of the province's
 * postal codes (Pos Indonesia), used to catch a zip code that belongs to another province.
 */

export interface Province {
    id: string;
    name: string;
    zipPrefixes: readonly string[];
}

export interface City {
    id: string;
    provinceId: string;
    name: string;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const PROVINCES: readonly Province[] = [
    { id: '11', name: 'Aceh', zipPrefixes: range(23, 24) },
    { id: '12', name: 'Sumatera Utara', zipPrefixes: range(20, 22) },
    { id: '13', name: 'Sumatera Barat', zipPrefixes: range(25, 27) },
    { id: '14', name: 'Riau', zipPrefixes: range(28, 29) },
    { id: '15', name: 'Jambi', zipPrefixes: range(36, 37) },
    { id: '16', name: 'Sumatera Selatan', zipPrefixes: range(30, 32) },
    { id: '17', name: 'Bengkulu', zipPrefixes: range(38, 39) },
    { id: '18', name: 'Lampung', zipPrefixes: range(34, 35) },
    { id: '19', name: 'Kepulauan Bangka Belitung', zipPrefixes: ['33'] },
    { id: '21', name: 'Kepulauan Riau', zipPrefixes: ['29'] },
    { id: '31', name: 'DKI Jakarta', zipPrefixes: range(10, 14) },
    { id: '32', name: 'Jawa Barat', zipPrefixes: ['16', '17', '40', '41', '43', '44', '45', '46'] },
    { id: '33', name: 'Jawa Tengah', zipPrefixes: range(50, 59) },
    { id: '34', name: 'DI Yogyakarta', zipPrefixes: ['55'] },
    { id: '35', name: 'Jawa Timur', zipPrefixes: range(60, 69) },
    { id: '36', name: 'Banten', zipPrefixes: ['15', '42'] },
    { id: '51', name: 'Bali', zipPrefixes: range(80, 82) },
    { id: '52', name: 'Nusa Tenggara Barat', zipPrefixes: range(83, 84) },
    { id: '53', name: 'Nusa Tenggara Timur', zipPrefixes: range(85, 87) },
    { id: '61', name: 'Kalimantan Barat', zipPrefixes: range(78, 79) },
    { id: '62', name: 'Kalimantan Tengah', zipPrefixes: range(73, 74) },
    { id: '63', name: 'Kalimantan Selatan', zipPrefixes: range(70, 72) },
    { id: '64', name: 'Kalimantan Timur', zipPrefixes: range(75, 77) },
    { id: '65', name: 'Kalimantan Utara', zipPrefixes: ['77'] },
    { id: '71', name: 'Sulawesi Utara', zipPrefixes: ['95'] },
    { id: '72', name: 'Sulawesi Tengah', zipPrefixes: ['94'] },
    { id: '73', name: 'Sulawesi Selatan', zipPrefixes: range(90, 92) },
    { id: '74', name: 'Sulawesi Tenggara', zipPrefixes: ['93'] },
    { id: '75', name: 'Gorontalo', zipPrefixes: ['96'] },
    { id: '76', name: 'Sulawesi Barat', zipPrefixes: ['91'] },
    { id: '81', name: 'Maluku', zipPrefixes: ['97'] },
    { id: '82', name: 'Maluku Utara', zipPrefixes: ['97'] },
    { id: '91', name: 'Papua', zipPrefixes: ['99'] },
    { id: '92', name: 'Papua Barat', zipPrefixes: ['98'] },
    { id: '93', name: 'Papua Selatan', zipPrefixes: ['99'] },
    { id: '94', name: 'Papua Tengah', zipPrefixes: ['98', '99'] },
    { id: '95', name: 'Papua Pegunungan', zipPrefixes: ['99'] },
    { id: '96', name: 'Papua Barat Daya', zipPrefixes: ['98'] },
];

const c = (id: string, name: string): City => ({ id, provinceId: id.slice(0, 2), name });

export const CITIES: readonly City[] = [
    // Aceh
    c('1106', 'Kabupaten Aceh Besar'),
    c('1171', 'Kota Banda Aceh'),
    c('1172', 'Kota Sabang'),
    c('1173', 'Kota Langsa'),
    c('1174', 'Kota Lhokseumawe'),
    c('1175', 'Kota Subulussalam'),
    // Sumatera Utara
    c('1207', 'Kabupaten Deli Serdang'),
    c('1271', 'Kota Medan'),
    c('1272', 'Kota Pematangsiantar'),
    c('1273', 'Kota Sibolga'),
    c('1274', 'Kota Tanjungbalai'),
    c('1275', 'Kota Binjai'),
    c('1276', 'Kota Tebing Tinggi'),
    c('1277', 'Kota Padangsidimpuan'),
    c('1278', 'Kota Gunungsitoli'),
    // Sumatera Barat
    c('1371', 'Kota Padang'),
    c('1372', 'Kota Solok'),
    c('1373', 'Kota Sawahlunto'),
    c('1374', 'Kota Padang Panjang'),
    c('1375', 'Kota Bukittinggi'),
    c('1376', 'Kota Payakumbuh'),
    c('1377', 'Kota Pariaman'),
    // Riau
    c('1406', 'Kabupaten Kampar'),
    c('1471', 'Kota Pekanbaru'),
    c('1473', 'Kota Dumai'),
    // Jambi
    c('1571', 'Kota Jambi'),
    c('1572', 'Kota Sungai Penuh'),
    // Sumatera Selatan
    c('1671', 'Kota Palembang'),
    c('1672', 'Kota Prabumulih'),
    c('1673', 'Kota Pagar Alam'),
    c('1674', 'Kota Lubuklinggau'),
    // Bengkulu
    c('1771', 'Kota Bengkulu'),
    // Lampung
    c('1871', 'Kota Bandar Lampung'),
    c('1872', 'Kota Metro'),
    // Kepulauan Bangka Belitung
    c('1902', 'Kabupaten Belitung'),
    c('1971', 'Kota Pangkalpinang'),
    // Kepulauan Riau
    c('2171', 'Kota Batam'),
    c('2172', 'Kota Tanjungpinang'),
    // DKI Jakarta
    c('3101', 'Kabupaten Administrasi Kepulauan Seribu'),
    c('3171', 'Kota Jakarta Selatan'),
    c('3172', 'Kota Jakarta Timur'),
    c('3173', 'Kota Jakarta Pusat'),
    c('3174', 'Kota Jakarta Barat'),
    c('3175', 'Kota Jakarta Utara'),
    // Jawa Barat
    c('3201', 'Kabupaten Bogor'),
    c('3204', 'Kabupaten Bandung'),
    c('3215', 'Kabupaten Karawang'),
    c('3216', 'Kabupaten Bekasi'),
    c('3271', 'Kota Bogor'),
    c('3272', 'Kota Sukabumi'),
    c('3273', 'Kota Bandung'),
    c('3274', 'Kota Cirebon'),
    c('3275', 'Kota Bekasi'),
    c('3276', 'Kota Depok'),
    c('3277', 'Kota Cimahi'),
    c('3278', 'Kota Tasikmalaya'),
    c('3279', 'Kota Banjar'),
    // Jawa Tengah
    c('3371', 'Kota Magelang'),
    c('3372', 'Kota Surakarta'),
    c('3373', 'Kota Salatiga'),
    c('3374', 'Kota Semarang'),
    c('3375', 'Kota Pekalongan'),
    c('3376', 'Kota Tegal'),
    // DI Yogyakarta
    c('3402', 'Kabupaten Bantul'),
    c('3404', 'Kabupaten Sleman'),
    c('3471', 'Kota Yogyakarta'),
    // Jawa Timur
    c('3515', 'Kabupaten Sidoarjo'),
    c('3571', 'Kota Kediri'),
    c('3572', 'Kota Blitar'),
    c('3573', 'Kota Malang'),
    c('3574', 'Kota Probolinggo'),
    c('3575', 'Kota Pasuruan'),
    c('3576', 'Kota Mojokerto'),
    c('3577', 'Kota Madiun'),
    c('3578', 'Kota Surabaya'),
    c('3579', 'Kota Batu'),
    // Banten
    c('3603', 'Kabupaten Tangerang'),
    c('3671', 'Kota Tangerang'),
    c('3672', 'Kota Cilegon'),
    c('3673', 'Kota Serang'),
    c('3674', 'Kota Tangerang Selatan'),
    // Bali
    c('5103', 'Kabupaten Badung'),
    c('5104', 'Kabupaten Gianyar'),
    c('5171', 'Kota Denpasar'),
    // Nusa Tenggara Barat
    c('5271', 'Kota Mataram'),
    c('5272', 'Kota Bima'),
    // Nusa Tenggara Timur
    c('5371', 'Kota Kupang'),
    // Kalimantan Barat
    c('6171', 'Kota Pontianak'),
    c('6172', 'Kota Singkawang'),
    // Kalimantan Tengah
    c('6271', 'Kota Palangka Raya'),
    // Kalimantan Selatan
    c('6371', 'Kota Banjarmasin'),
    c('6372', 'Kota Banjarbaru'),
    // Kalimantan Timur
    c('6471', 'Kota Balikpapan'),
    c('6472', 'Kota Samarinda'),
    c('6474', 'Kota Bontang'),
    // Kalimantan Utara
    c('6502', 'Kabupaten Bulungan'),
    c('6571', 'Kota Tarakan'),
    // Sulawesi Utara
    c('7171', 'Kota Manado'),
    c('7172', 'Kota Bitung'),
    c('7173', 'Kota Tomohon'),
    c('7174', 'Kota Kotamobagu'),
    // Sulawesi Tengah
    c('7271', 'Kota Palu'),
    // Sulawesi Selatan
    c('7371', 'Kota Makassar'),
    c('7372', 'Kota Parepare'),
    c('7373', 'Kota Palopo'),
    // Sulawesi Tenggara
    c('7471', 'Kota Kendari'),
    c('7472', 'Kota Baubau'),
    // Gorontalo
    c('7571', 'Kota Gorontalo'),
    // Sulawesi Barat
    c('7604', 'Kabupaten Mamuju'),
    // Maluku
    c('8171', 'Kota Ambon'),
    c('8172', 'Kota Tual'),
    // Maluku Utara
    c('8271', 'Kota Ternate'),
    c('8272', 'Kota Tidore Kepulauan'),
    // Papua
    c('9103', 'Kabupaten Jayapura'),
    c('9171', 'Kota Jayapura'),
    // Papua Barat
    c('9202', 'Kabupaten Manokwari'),
    // Papua Selatan
    c('9301', 'Kabupaten Merauke'),
    // Papua Tengah
    c('9401', 'Kabupaten Nabire'),
    c('9404', 'Kabupaten Mimika'),
    // Papua Pegunungan
    c('9501', 'Kabupaten Jayawijaya'),
    // Papua Barat Daya
    c('9671', 'Kota Sorong'),
];

const provinceIndex = new Map(PROVINCES.map(p => [p.id, p]));
const cityIndex = new Map(CITIES.map(x => [x.id, x]));

export const provinceById = (id: string): Province | undefined => provinceIndex.get(id);
export const cityById = (id: string): City | undefined => cityIndex.get(id);
export const citiesOf = (provinceId: string): City[] => CITIES.filter(x => x.provinceId === provinceId);
/** An Indonesian postal code: 5 digits, the first not 0 (10000–99999). */
export const isPostalCode = (zip: string): boolean => /^[1-9][0-9]{4}$/.test(zip);
export const zipFitsProvince = (zip: string, provinceId: string): boolean =>
    !!provinceIndex.get(provinceId)?.zipPrefixes.includes(zip.slice(0, 2));
