import type { ShopStatus } from '../../../lib/upstream/schemas/index.ts';
import type { T5 } from './types.ts';

export const CHAIN_NAME = 'Nordic Burger';

export type SeedHours = { dayOfWeek: number; opens: string; closes: string }[];

const everyDay = (opens: string, closes: string): SeedHours =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));

/** Open around the clock: 00:00:00–23:59:59 every day. */
export const ALWAYS_OPEN = everyDay('00:00:00', '23:59:59');

/** What each menu serves (schema.org servesCuisine), in English as search engines expect. */
export const CUISINES: Record<'full' | 'standard', string[]> = { full: ['Burgers', 'Salads'], standard: ['Burgers'] };
/** The chain's relative price level (schema.org priceRange). */
export const PRICE_RANGE = '$$';

export type SeedShop = {
  id: number;
  name: string;
  description: T5;
  status: ShopStatus;
  openForBusiness: boolean;
  address1: string;
  address2: string | null;
  zipCode: string;
  city: string;
  country: 'SE' | 'FI' | 'NO';
  /** As guests dial it, with the country code (demo numbers). */
  phone: string;
  latitude: number;
  longitude: number;
  timeZone: 'Europe/Stockholm' | 'Europe/Helsinki' | 'Europe/Oslo';
  externalAppUri: string | null;
  menu: 'full' | 'standard';
  openingHours: SeedHours;
  /** What the demo shop is for (tests and docs). */
  state: string;
  /** The shop does not list its payment methods (as an API without the capability): card and Swish. */
  methodsUnstated?: true;
};

/**
 * What a shop takes in each country (the payment-methods capability): card, the country's own
 * app (Swish only works with Swedish bank accounts, MobilePay is Finland's, Vipps Norway's) and
 * the phones' wallets.
 */
export const COUNTRY_PAYMENT_METHODS: Record<SeedShop['country'], string[]> = {
  SE: ['card', 'swish', 'applepay', 'googlepay'],
  FI: ['card', 'mobilepay', 'applepay', 'googlepay'],
  NO: ['card', 'vipps', 'applepay', 'googlepay'],
};

export const SEED_SHOPS: SeedShop[] = [
  {
    id: 1,
    name: `${CHAIN_NAME} Drottninggatan`,
    description: {
      sv: 'Vår flaggskeppsrestaurang mitt på Drottninggatan – öppen dygnet runt med hela menyn, sittplatser och snabb avhämtning.',
      fi: 'Lippulaivaravintolamme keskellä Drottninggatania – avoinna ympäri vuorokauden koko menulla, istumapaikoilla ja nopealla noudolla.',
      en: 'Our flagship restaurant in the middle of Drottninggatan – open around the clock with the full menu, seating and quick pickup.',
      ru: 'Наш флагманский ресторан в самом центре Дроттнинггатан: открыт круглосуточно, полное меню, места для гостей и быстрая выдача заказов.',
      no: 'Flaggskiprestauranten vår midt på Drottninggatan – åpen døgnet rundt med hele menyen, sitteplasser og rask henting.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Drottninggatan 45',
    address2: null,
    zipCode: '111 21',
    city: 'Stockholm',
    country: 'SE',
    phone: '+46 8 555 100 01',
    latitude: 59.3346,
    longitude: 18.0613,
    timeZone: 'Europe/Stockholm',
    externalAppUri: null,
    menu: 'full',
    openingHours: ALWAYS_OPEN,
    state: 'online, open 24/7, full menu',
  },
  {
    id: 2,
    name: `${CHAIN_NAME} Götgatan`,
    description: {
      sv: 'Mysig burgarrestaurang på Södermalm, ett stenkast från Medborgarplatsen. Perfekt för lunch eller en kvällsburgare.',
      fi: 'Viihtyisä hampurilaisravintola Södermalmilla, kivenheiton päässä Medborgarplatsenilta. Täydellinen lounaalle tai iltahampurilaiselle.',
      en: "A cosy burger restaurant on Södermalm, a stone's throw from Medborgarplatsen. Perfect for lunch or an evening burger.",
      ru: 'Уютный бургер-ресторан в районе Сёдермальм, в двух шагах от площади Медборгарплатсен. Отлично подходит для обеда или вечернего бургера.',
      no: 'Koselig burgerrestaurant på Södermalm, et steinkast fra Medborgarplatsen. Perfekt til lunsj eller en burger om kvelden.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Götgatan 78',
    address2: null,
    zipCode: '118 30',
    city: 'Stockholm',
    country: 'SE',
    phone: '+46 8 555 100 02',
    latitude: 59.3118,
    longitude: 18.0758,
    timeZone: 'Europe/Stockholm',
    externalAppUri: null,
    menu: 'standard',
    openingHours: everyDay('10:00:00', '22:00:00'),
    state: 'online, 10:00–22:00 every day',
  },
  {
    id: 3,
    name: `${CHAIN_NAME} Södergatan`,
    description: {
      sv: 'I hjärtat av Malmö, några minuters promenad från Stortorget och Gustav Adolfs torg.',
      fi: 'Malmön sydämessä, muutaman minuutin kävelymatkan päässä Stortorgetilta ja Gustav Adolfs torgilta.',
      en: "In the heart of Malmö, a few minutes' walk from Stortorget and Gustav Adolfs torg.",
      ru: 'В самом сердце Мальмё, в нескольких минутах ходьбы от площадей Стурторгет и Густав-Адольфс-торг.',
      no: 'I hjertet av Malmö, noen minutters gange fra Stortorget og Gustav Adolfs torg.',
    },
    status: 'paused',
    openForBusiness: true,
    address1: 'Södergatan 16',
    address2: null,
    zipCode: '211 34',
    city: 'Malmö',
    country: 'SE',
    phone: '+46 40 555 100 03',
    latitude: 55.6035,
    longitude: 13.0009,
    timeZone: 'Europe/Stockholm',
    externalAppUri: null,
    menu: 'standard',
    openingHours: everyDay('10:00:00', '22:00:00'),
    state: 'paused',
  },
  {
    id: 4,
    name: `${CHAIN_NAME} Mannerheimintie`,
    description: {
      sv: 'Mitt i Helsingfors centrum vid Mannerheimvägen, öppet dygnet runt – även för nattugglor.',
      fi: 'Keskellä Helsingin keskustaa Mannerheimintiellä, avoinna ympäri vuorokauden – myös yökyöpeleille.',
      en: 'Right in the centre of Helsinki on Mannerheimintie, open around the clock – night owls included.',
      ru: 'В самом центре Хельсинки на улице Маннергейминтие. Открыт круглосуточно — и для тех, кто любит ночные прогулки.',
      no: 'Midt i Helsingfors sentrum ved Mannerheimintie, åpent døgnet rundt – også for nattugler.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Mannerheimintie 10',
    address2: null,
    zipCode: '00100',
    city: 'Helsinki',
    country: 'FI',
    phone: '+358 9 5551 0004',
    latitude: 60.1687,
    longitude: 24.9397,
    timeZone: 'Europe/Helsinki',
    externalAppUri: null,
    menu: 'standard',
    openingHours: ALWAYS_OPEN,
    state: 'online, open 24/7 (Helsinki time)',
  },
  {
    id: 5,
    name: `${CHAIN_NAME} Hämeenkatu`,
    description: {
      sv: 'Vid Tammerfors livliga huvudgata Hämeenkatu, nära Tammerforsen och järnvägsstationen.',
      fi: 'Tampereen vilkkaalla pääkadulla Hämeenkadulla, lähellä Tammerkoskea ja rautatieasemaa.',
      en: "On Tampere's lively main street Hämeenkatu, close to the Tammerkoski rapids and the railway station.",
      ru: 'На оживлённой главной улице Тампере — Хямеенкату, рядом с порогами Таммеркоски и железнодорожным вокзалом.',
      no: 'I Tammerfors’ livlige hovedgate Hämeenkatu, nær Tammerkoski-strykene og jernbanestasjonen.',
    },
    status: 'offline',
    openForBusiness: true,
    address1: 'Hämeenkatu 20',
    address2: null,
    zipCode: '33200',
    city: 'Tampere',
    country: 'FI',
    phone: '+358 3 5551 0005',
    latitude: 61.4981,
    longitude: 23.7636,
    timeZone: 'Europe/Helsinki',
    externalAppUri: null,
    menu: 'standard',
    openingHours: everyDay('10:00:00', '22:00:00'),
    state: 'offline',
  },
  {
    id: 6,
    name: `${CHAIN_NAME} Yliopistonkatu`,
    description: {
      sv: 'I Åbo centrum vid gågatan Universitetsgatan, nära Salutorget.',
      fi: 'Turun keskustassa Yliopistonkadun kävelykadulla, lähellä kauppatoria.',
      en: 'In central Turku on the Yliopistonkatu pedestrian street, near the Market Square.',
      ru: 'В центре Турку, на пешеходной улице Юлиопистонкату, недалеко от Рыночной площади.',
      no: 'I Åbo sentrum ved gågata Yliopistonkatu, like ved torget.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Yliopistonkatu 29',
    address2: null,
    zipCode: '20100',
    city: 'Turku',
    country: 'FI',
    phone: '+358 2 5551 0006',
    latitude: 60.4512,
    longitude: 22.2663,
    timeZone: 'Europe/Helsinki',
    externalAppUri: null,
    menu: 'standard',
    openingHours: [],
    state: 'closed today (online, open for business, no opening hours)',
  },
  {
    id: 7,
    name: `${CHAIN_NAME} Karl Johan`,
    description: {
      sv: 'På Karl Johans gate mellan Stortinget och Slottet – Oslos mest centrala burgare.',
      fi: 'Karl Johans gatella Suurkäräjien ja kuninkaanlinnan välissä – Oslon keskeisimmät hampurilaiset.',
      en: "On Karl Johans gate between the Storting and the Royal Palace – Oslo's most central burgers.",
      ru: 'На улице Карл-Юханс-гате между Стортингом и Королевским дворцом — самые центральные бургеры Осло.',
      no: 'På Karl Johans gate mellom Stortinget og Slottet – Oslos mest sentrale burgere.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Karl Johans gate 31',
    address2: null,
    zipCode: '0159',
    city: 'Oslo',
    country: 'NO',
    phone: '+47 22 55 10 07',
    latitude: 59.9136,
    longitude: 10.7387,
    timeZone: 'Europe/Oslo',
    externalAppUri: null,
    menu: 'standard',
    openingHours: everyDay('10:00:00', '22:00:00'),
    state: 'online, 10:00–22:00 every day (Oslo time)',
  },
  {
    id: 8,
    name: `${CHAIN_NAME} Torgallmenningen`,
    description: {
      sv: 'Vid Torgallmenningen i Bergen, några steg från Fisketorget och Bryggen.',
      fi: 'Bergenin Torgallmenningenilla, muutaman askeleen päässä kalatorilta ja Bryggeniltä.',
      en: 'On Torgallmenningen in Bergen, a few steps from the Fish Market and Bryggen.',
      ru: 'На площади Торгалльменнинген в Бергене, в нескольких шагах от Рыбного рынка и набережной Брюгген.',
      no: 'På Torgallmenningen i Bergen, noen skritt fra Fisketorget og Bryggen.',
    },
    status: 'online',
    openForBusiness: false,
    address1: 'Torgallmenningen 8',
    address2: null,
    zipCode: '5014',
    city: 'Bergen',
    country: 'NO',
    phone: '+47 55 55 10 08',
    latitude: 60.3929,
    longitude: 5.3237,
    timeZone: 'Europe/Oslo',
    externalAppUri: null,
    menu: 'standard',
    openingHours: everyDay('11:00:00', '21:00:00'),
    state: 'not open for business',
  },
  {
    id: 9,
    name: `${CHAIN_NAME} Trondheim`,
    description: {
      sv: 'Vår nya restaurang i Trondheim öppnar snart. Här beställer du i restaurangens egen app.',
      fi: 'Uusi ravintolamme Trondheimissa avataan pian. Tänne tilataan ravintolan omalla sovelluksella.',
      en: "Our new restaurant in Trondheim opens soon. Here you order in the restaurant's own app.",
      ru: 'Наш новый ресторан в Тронхейме скоро откроется. Заказы здесь принимаются через собственное приложение ресторана.',
      no: 'Vår nye restaurant i Trondheim åpner snart. Her bestiller du i restaurantens egen app.',
    },
    status: 'online',
    openForBusiness: false,
    address1: 'Olav Tryggvasons gate 28',
    address2: null,
    zipCode: '7011',
    city: 'Trondheim',
    country: 'NO',
    phone: '+47 73 55 10 09',
    latitude: 63.4335,
    longitude: 10.3988,
    timeZone: 'Europe/Oslo',
    externalAppUri: 'https://example.com/app/nordic-burger-trondheim',
    menu: 'standard',
    openingHours: everyDay('11:00:00', '22:00:00'),
    state: 'external app (coming soon)',
  },
  {
    id: 10,
    name: `${CHAIN_NAME} Kungsgatan`,
    description: {
      sv: 'Vid Kungsgatan nära Uppsala centralstation – kaffe och nybakade kanelbullar från tidig morgon på vardagar.',
      fi: 'Kungsgatanilla lähellä Uppsalan rautatieasemaa – kahvia ja vastaleivottuja korvapuusteja varhaisesta aamusta arkisin.',
      en: 'On Kungsgatan near Uppsala Central Station – coffee and freshly baked cinnamon buns from early morning on weekdays.',
      ru: 'На улице Кунгсгатан рядом с центральным вокзалом Уппсалы: по будням кофе и свежие булочки с корицей с раннего утра.',
      no: 'I Kungsgatan nær Uppsala sentralstasjon – kaffe og nystekte kanelboller fra tidlig morgen på hverdager.',
    },
    status: 'online',
    openForBusiness: true,
    address1: 'Kungsgatan 50',
    address2: null,
    zipCode: '753 21',
    city: 'Uppsala',
    country: 'SE',
    phone: '+46 18 555 100 10',
    latitude: 59.8585,
    longitude: 17.6437,
    timeZone: 'Europe/Stockholm',
    externalAppUri: null,
    menu: 'standard',
    openingHours: [
      ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '07:00:00', closes: '21:00:00' })),
      { dayOfWeek: 6, opens: '09:00:00', closes: '21:00:00' },
      { dayOfWeek: 0, opens: '10:00:00', closes: '20:00:00' },
    ],
    state: 'online, weekday/weekend hours; does not list its payment methods',
    methodsUnstated: true,
  },
];

/** Tables for dine in, the counter for take away. */
export const SEED_SPOTS: { name: string; orderType: 'takeAway' | 'dineInPlace'; i18n: T5 }[] = [
  ...[1, 2, 3, 4, 5, 6].map((n) => ({
    name: `Bord ${n}`,
    orderType: 'dineInPlace' as const,
    i18n: { sv: `Bord ${n}`, fi: `Pöytä ${n}`, en: `Table ${n}`, ru: `Стол ${n}`, no: `Bord ${n}` },
  })),
  {
    name: 'Disken',
    orderType: 'takeAway',
    i18n: { sv: 'Disken', fi: 'Tiski', en: 'Counter', ru: 'Стойка выдачи', no: 'Disken' },
  },
];
