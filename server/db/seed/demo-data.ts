import type { KeyStatus } from '../../../contract/key-status';
import type { CompanyRoleName } from '../../../contract/permissions';
/**
 * The demo data set: a few management companies in Russia and the UK, their administrators and
 * residents, addresses and residential complexes. Everyone's password is DEMO_PASSWORD.
 */

/** The default of DEMO_PASSWORD, documented in the README and printed at start-up. */
export const DEFAULT_DEMO_PASSWORD = 'demo-intercom-2026';

/** The documented sign-ins. */
/**
 * The demo platform operators' TOTP secret (the platform requires a second factor of its operators): add
 * it to an authenticator app by hand (README), or compute the code from it (the tests). Demo data only.
 */
export const DEMO_TOTP_SECRET = 'DEMOINTERCOMTOTPSECRETFORTESTING';

export const DEMO_ACCOUNTS = {
  platformAdmin: '70000000001',
  /** Company admin with exactly one profile: signed in straight into the company. */
  companyAdmin: '70000000002',
  /** Company admin with two profiles: chooses the company after signing in. */
  multiCompanyAdmin: '70000000003',
} as const;

export interface DemoCompany {
  name: string;
  /** What the companies screen shows of it (Company). */
  details: {
    address: string;
    inn: string | null;
    region: string;
    brand: string;
    phones: string;
    support: string;
    email: string;
    isParking?: boolean;
    createUsersOnRegistration?: boolean;
    keysAvailable: number;
  };
  addresses: string[];
  accessObjects: {
    displayName: string;
    description: string;
    categories: string[];
    userDisplayName: string;
    heading: string;
    additionalInfo?: string;
    comment?: string;
  }[];
}

export interface DemoPerson {
  displayName: string;
  phoneNumber: string;
  email?: string;
  emailConfirmed?: boolean;
  isPlatformAdmin?: boolean;
  /** Indexes into `demoCompanies` the person administers. */
  adminOf?: number[];
  /** Their role in each of those (contract/permissions.ts); a director when not said. */
  role?: CompanyRoleName;
  /** Keys: the company (index) that issued each, its title and status. */
  keys?: { company: number; title: string; status: KeyStatus }[];
}

const SEVERNY = 0;
const PARKOVY = 1;
const RIVERSIDE = 2;
const HARBOUR = 3;

export const demoCompanies: DemoCompany[] = [
  {
    name: 'УК «Северный квартал»',
    details: {
      address: 'г. Москва, ул. Лесная, д. 10, офис 3',
      inn: '7715123451',
      region: 'Москва',
      brand: 'Северный квартал',
      phones: '+7 495 120-45-67, +7 495 120-45-68',
      support: '+7 495 120-45-60, круглосуточно',
      email: 'office@severny-kvartal.ru',
      isParking: true,
      createUsersOnRegistration: true,
      keysAvailable: 500,
    },
    addresses: [
      'г. Москва, ул. Лесная, д. 12, подъезд 1',
      'г. Москва, ул. Лесная, д. 12, подъезд 2',
      'г. Москва, ул. Лесная, д. 12, подъезд 3',
      'г. Москва, ул. Лесная, д. 14, подъезд 1',
      'г. Москва, ул. Лесная, д. 14, подъезд 2',
      'г. Москва, ул. Новослободская, д. 31, корп. 2',
      'г. Москва, ул. Новослободская, д. 33',
      'г. Москва, Вадковский пер., д. 7, подъезд 1',
      'г. Москва, Вадковский пер., д. 7, подъезд 2',
      'г. Москва, ул. Сущёвская, д. 19, стр. 1',
      'г. Москва, ул. Сущёвская, д. 21',
      'г. Москва, ул. Палиха, д. 10, корп. 1',
      'г. Москва, ул. Палиха, д. 10, корп. 2',
      'г. Москва, ул. Бутырский Вал, д. 48, паркинг',
      'г. Москва, ул. Бутырский Вал, д. 50, шлагбаум',
    ],
    accessObjects: [
      {
        displayName: 'ЖК «Северный квартал»',
        description: 'Три корпуса на Лесной улице, закрытый двор и подземный паркинг',
        categories: ['residential', 'parking'],
        userDisplayName: 'Северный квартал',
        heading: 'Добро пожаловать домой',
        additionalInfo: 'Диспетчерская: +7 495 120-45-67, круглосуточно',
      },
      {
        displayName: 'ЖК «Новослободский»',
        description: 'Клубный дом с консьержем',
        categories: ['residential'],
        userDisplayName: 'Новослободский',
        heading: 'Клубный дом',
        comment: 'Калитка со стороны Вадковского переулка открывается только по ключу',
      },
    ],
  },
  {
    name: 'ТСЖ «Парковый»',
    details: {
      address: 'Московская обл., г. Люберцы, ул. Парковая, д. 5',
      inn: '5027012348',
      region: 'Московская область',
      brand: 'Парковый',
      phones: '+7 495 554-12-30',
      support: 'support@parkovy-tsj.ru',
      email: 'pravlenie@parkovy-tsj.ru',
      keysAvailable: 200,
    },
    addresses: [
      'г. Санкт-Петербург, Приморский пр., д. 54, парадная 1',
      'г. Санкт-Петербург, Приморский пр., д. 54, парадная 2',
      'г. Санкт-Петербург, Приморский пр., д. 54, парадная 3',
      'г. Санкт-Петербург, Приморский пр., д. 56, парадная 1',
      'г. Санкт-Петербург, Приморский пр., д. 56, парадная 2',
      'г. Санкт-Петербург, ул. Савушкина, д. 8, корп. 1',
      'г. Санкт-Петербург, ул. Савушкина, д. 8, корп. 2',
      'г. Санкт-Петербург, ул. Савушкина, д. 10',
      'г. Санкт-Петербург, Ланское ш., д. 14, парадная 1',
      'г. Санкт-Петербург, Ланское ш., д. 14, парадная 2',
      'г. Санкт-Петербург, Ланское ш., д. 16',
      'г. Санкт-Петербург, ул. Матроса Железняка, д. 57',
      'г. Санкт-Петербург, ул. Матроса Железняка, д. 59, калитка',
      'г. Санкт-Петербург, Приморский пр., д. 54, паркинг',
      'г. Санкт-Петербург, ул. Савушкина, д. 8, детская площадка',
    ],
    accessObjects: [
      {
        displayName: 'ЖК «Парковый»',
        description: 'Квартал у Елагина острова: пять домов и общий двор',
        categories: ['residential', 'playground'],
        userDisplayName: 'Парковый',
        heading: 'ТСЖ «Парковый»',
        additionalInfo: 'Приём председателя: вторник и четверг, 18:00–20:00',
      },
      {
        displayName: 'Паркинг на Приморском',
        description: 'Подземный паркинг на 120 машиномест',
        categories: ['parking'],
        userDisplayName: 'Паркинг',
        heading: 'Въезд по номеру автомобиля',
      },
      {
        displayName: 'Дома на Ланском шоссе',
        description: 'Два дома 1960-х годов после капитального ремонта',
        categories: ['residential'],
        userDisplayName: 'Ланское шоссе',
        heading: 'Ланское шоссе, 14–16',
      },
    ],
  },
  {
    name: 'Riverside Property Management',
    details: {
      address: '14 Riverside Walk, London SE1 9PP',
      inn: null,
      region: 'London',
      brand: 'Riverside',
      phones: '+44 20 7946 0321',
      support: '+44 20 7946 0300',
      email: 'hello@riverside-pm.co.uk',
      keysAvailable: 150,
    },
    addresses: [
      '12 Harbour Street, Entrance A',
      '12 Harbour Street, Entrance B',
      '14 Harbour Street',
      '3 Wharf Road, Block 1',
      '3 Wharf Road, Block 2',
      '5 Wharf Road, Car Park Gate',
      '27 Mill Lane, Main Entrance',
      '27 Mill Lane, Bike Store',
      '29 Mill Lane',
      '1 Lock Keeper Court, North Entrance',
      '1 Lock Keeper Court, South Entrance',
      '8 Towpath Walk',
      '10 Towpath Walk',
      '44 Riverside Drive, Entrance A',
      '44 Riverside Drive, Concierge',
    ],
    accessObjects: [
      {
        displayName: 'Riverside Quarter',
        description: 'Four apartment blocks along the river with a shared courtyard',
        categories: ['residential'],
        userDisplayName: 'Riverside Quarter',
        heading: 'Welcome home',
        additionalInfo: 'Concierge: +44 20 7946 0321, 7am to 11pm',
      },
      {
        displayName: 'Wharf Road Apartments',
        description: 'Converted warehouse with a gated car park',
        categories: ['residential', 'parking'],
        userDisplayName: 'Wharf Road',
        heading: 'Wharf Road Apartments',
        comment: 'Car park gate closes automatically after 30 seconds',
      },
    ],
  },
  {
    name: 'Harbour Gate Residential',
    details: {
      address: '2 Harbour Gate, Bristol BS1 5TY',
      inn: null,
      region: 'Bristol',
      brand: 'Harbour Gate',
      phones: '+44 117 496 0755',
      support: '+44 117 496 0700',
      email: 'residents@harbourgate.co.uk',
      isParking: true,
      keysAvailable: 100,
    },
    addresses: [
      '2 Quayside, Entrance 1',
      '2 Quayside, Entrance 2',
      '4 Quayside',
      '6 Quayside, Residents Gym',
      '18 Anchor Way, Block A',
      '18 Anchor Way, Block B',
      '18 Anchor Way, Block C',
      '20 Anchor Way, Parcel Room',
      '7 Lighthouse Close',
      '9 Lighthouse Close',
      '11 Lighthouse Close, Garden Gate',
      '33 Marina View, Tower 1',
      '33 Marina View, Tower 2',
      '35 Marina View, Underground Parking',
      '1 Dock Street, Pedestrian Gate',
    ],
    accessObjects: [
      {
        displayName: 'Marina View Towers',
        description: 'Two residential towers with underground parking and a residents’ gym',
        categories: ['residential', 'parking', 'gym'],
        userDisplayName: 'Marina View',
        heading: 'Marina View Towers',
      },
      {
        displayName: 'Anchor Way',
        description: 'Three low-rise blocks around a landscaped garden',
        categories: ['residential'],
        userDisplayName: 'Anchor Way',
        heading: 'Anchor Way residents',
        additionalInfo: 'Parcel room open 8am to 8pm',
      },
    ],
  },
];

export const demoPeople: DemoPerson[] = [
  {
    displayName: 'Анна Петрова',
    phoneNumber: DEMO_ACCOUNTS.platformAdmin,
    email: 'anna.petrova@intercom-platform.ru',
    emailConfirmed: true,
    isPlatformAdmin: true,
  },
  {
    displayName: 'Ольга Смирнова',
    phoneNumber: DEMO_ACCOUNTS.companyAdmin,
    email: 'o.smirnova@severny-kvartal.ru',
    emailConfirmed: true,
    adminOf: [SEVERNY],
  },
  {
    displayName: 'Дмитрий Волков',
    phoneNumber: DEMO_ACCOUNTS.multiCompanyAdmin,
    email: 'd.volkov@tsg-parkovy.ru',
    emailConfirmed: true,
    adminOf: [PARKOVY, RIVERSIDE],
  },
  {
    displayName: 'Игорь Лебедев',
    phoneNumber: '79161234501',
    email: 'i.lebedev@severny-kvartal.ru',
    emailConfirmed: true,
    adminOf: [SEVERNY],
    role: 'concierge',
    keys: [{ company: SEVERNY, title: 'Офис УК', status: 'approved' }],
  },
  {
    displayName: 'Emily Carter',
    phoneNumber: '447700900101',
    email: 'emily.carter@riverside-pm.co.uk',
    emailConfirmed: true,
    adminOf: [RIVERSIDE],
    role: 'accountant',
  },
  {
    displayName: 'James Whitaker',
    phoneNumber: '447700900102',
    email: 'j.whitaker@harbourgate.co.uk',
    emailConfirmed: false,
    adminOf: [HARBOUR],
    role: 'administrator',
    keys: [{ company: HARBOUR, title: 'Site office', status: 'approved' }],
  },
  {
    displayName: 'Сергей Кузнецов',
    phoneNumber: '79035550112',
    email: 'kuznetsov.sergey@mail.ru',
    emailConfirmed: true,
    keys: [
      { company: SEVERNY, title: 'Подъезд 2, кв. 45', status: 'approved' },
      { company: SEVERNY, title: 'Паркинг, место 17', status: 'approved' },
    ],
  },
  {
    displayName: 'Мария Иванова',
    phoneNumber: '79057773344',
    email: 'maria.ivanova@yandex.ru',
    emailConfirmed: false,
    keys: [
      { company: SEVERNY, title: 'Подъезд 1, кв. 8', status: 'approved' },
      { company: SEVERNY, title: 'Гостевой ключ для няни', status: 'sent' },
      { company: SEVERNY, title: 'Калитка со двора', status: 'approved' },
    ],
  },
  {
    displayName: 'Алексей Морозов',
    phoneNumber: '79261112233',
    keys: [{ company: SEVERNY, title: 'Подъезд 3, кв. 112', status: 'approved' }],
  },
  {
    displayName: 'Екатерина Соколова',
    phoneNumber: '79855554466',
    email: 'ekaterina.sokolova@gmail.com',
    emailConfirmed: true,
    keys: [
      { company: SEVERNY, title: 'Корпус 2, кв. 19', status: 'approved' },
      { company: SEVERNY, title: 'Временный ключ для курьера', status: 'expired' },
    ],
  },
  {
    displayName: 'Николай Фёдоров',
    phoneNumber: '79112223344',
    email: 'n.fedorov@list.ru',
    emailConfirmed: true,
    keys: [
      { company: PARKOVY, title: 'Парадная 1, кв. 5', status: 'approved' },
      { company: PARKOVY, title: 'Паркинг, место 42', status: 'approved' },
    ],
  },
  {
    displayName: 'Татьяна Новикова',
    phoneNumber: '79213334455',
    email: 'tatiana.novikova@mail.ru',
    emailConfirmed: false,
    keys: [{ company: PARKOVY, title: 'Парадная 3, кв. 71', status: 'sent' }],
  },
  {
    displayName: 'Павел Орлов',
    phoneNumber: '79817776655',
    keys: [
      { company: PARKOVY, title: 'Ланское ш., 14, кв. 30', status: 'approved' },
      { company: PARKOVY, title: 'Старый ключ', status: 'deleteByAdmin' },
    ],
  },
  {
    displayName: 'Ирина Васильева',
    phoneNumber: '79214445566',
    email: 'irina.vasilieva@yandex.ru',
    emailConfirmed: true,
    keys: [
      { company: PARKOVY, title: 'Савушкина, 8, кв. 14', status: 'approved' },
      { company: PARKOVY, title: 'Детская площадка', status: 'approved' },
      { company: PARKOVY, title: 'Ключ для мамы', status: 'rejected' },
    ],
  },
  {
    displayName: 'Олег Степанов',
    phoneNumber: '79119990011',
    email: 'oleg.stepanov@rambler.ru',
    emailConfirmed: false,
  },
  {
    displayName: 'Sarah Thompson',
    phoneNumber: '447700900201',
    email: 'sarah.thompson@outlook.com',
    emailConfirmed: true,
    keys: [
      { company: RIVERSIDE, title: 'Flat 4, Entrance A', status: 'approved' },
      { company: RIVERSIDE, title: 'Bike store', status: 'approved' },
    ],
  },
  {
    displayName: 'Daniel Hughes',
    phoneNumber: '447700900202',
    email: 'dan.hughes@gmail.com',
    emailConfirmed: false,
    keys: [{ company: RIVERSIDE, title: 'Flat 12, Entrance B', status: 'approved' }],
  },
  {
    displayName: 'Priya Patel',
    phoneNumber: '447700900203',
    email: 'priya.patel@yahoo.co.uk',
    emailConfirmed: true,
    keys: [
      { company: RIVERSIDE, title: 'Wharf Road, Block 2, Flat 7', status: 'approved' },
      { company: RIVERSIDE, title: 'Car park gate', status: 'approved' },
      { company: RIVERSIDE, title: 'Cleaner (Tuesdays)', status: 'sent' },
    ],
  },
  {
    displayName: 'Oliver Bennett',
    phoneNumber: '447700900204',
    keys: [{ company: RIVERSIDE, title: 'Mill Lane, Flat 3', status: 'deleteByUser' }],
  },
  {
    displayName: 'Charlotte Evans',
    phoneNumber: '447700900205',
    email: 'charlotte.evans@icloud.com',
    emailConfirmed: true,
    keys: [
      { company: HARBOUR, title: 'Tower 1, Flat 1503', status: 'approved' },
      { company: HARBOUR, title: 'Underground parking, bay 88', status: 'approved' },
      { company: HARBOUR, title: 'Residents gym', status: 'approved' },
    ],
  },
  {
    displayName: 'Thomas Wright',
    phoneNumber: '447700900206',
    email: 'thomas.wright@btinternet.com',
    emailConfirmed: false,
    keys: [{ company: HARBOUR, title: 'Anchor Way, Block C, Flat 2', status: 'approved' }],
  },
  {
    displayName: 'Amelia Clarke',
    phoneNumber: '447700900207',
    email: 'amelia.clarke@gmail.com',
    emailConfirmed: true,
    keys: [
      { company: HARBOUR, title: 'Lighthouse Close, No. 9', status: 'approved' },
      { company: HARBOUR, title: 'Guest key for the weekend', status: 'expired' },
    ],
  },
  {
    displayName: 'Виктор Захаров',
    phoneNumber: '79031239876',
    email: 'v.zakharov@mail.ru',
    emailConfirmed: true,
    keys: [
      { company: SEVERNY, title: 'Новослободская, 33, кв. 6', status: 'approved' },
      { company: HARBOUR, title: 'Marina View, Tower 2, Flat 901', status: 'approved' },
    ],
  },
  {
    displayName: 'Елена Козлова',
    phoneNumber: '79169876543',
    email: 'elena.kozlova@gmail.com',
    emailConfirmed: false,
    keys: [{ company: PARKOVY, title: 'Матроса Железняка, 57, кв. 88', status: 'none' }],
  },
  {
    displayName: 'William Scott',
    phoneNumber: '447700900208',
    keys: [],
  },
  // More residents, so that the users list is longer than one page (load more, 'All data loaded').
  {
    displayName: 'Марина Никитина',
    phoneNumber: '79037778812',
    email: 'marina.nikitina@yandex.ru',
    emailConfirmed: true,
    keys: [{ company: SEVERNY, title: 'Лесная, 14, кв. 27', status: 'approved' }],
  },
  {
    displayName: 'Павел Орлов',
    phoneNumber: '79104445566',
    keys: [{ company: SEVERNY, title: 'Сущёвская, 21, кв. 3', status: 'sent' }],
  },
  {
    displayName: 'Наталья Белова',
    phoneNumber: '79265553311',
    email: 'n.belova@mail.ru',
    emailConfirmed: false,
    keys: [{ company: PARKOVY, title: 'Парковая, 5, кв. 41', status: 'approved' }],
  },
  {
    displayName: 'Сергей Кузнецов',
    phoneNumber: '79851230044',
    email: 'kuznetsov.s@gmail.com',
    emailConfirmed: true,
    keys: [
      { company: PARKOVY, title: 'Парковая, 7, кв. 12', status: 'approved' },
      { company: PARKOVY, title: 'Гостевой ключ', status: 'expired' },
    ],
  },
  {
    displayName: 'Татьяна Фёдорова',
    phoneNumber: '79169990077',
    keys: [],
  },
  {
    displayName: 'George Harris',
    phoneNumber: '447700900209',
    email: 'george.harris@outlook.com',
    emailConfirmed: true,
    keys: [{ company: RIVERSIDE, title: '44 Riverside Drive, Flat 12', status: 'approved' }],
  },
  {
    displayName: 'Hannah Lewis',
    phoneNumber: '447700900210',
    email: 'hannah.lewis@icloud.com',
    emailConfirmed: false,
    keys: [{ company: HARBOUR, title: 'Lighthouse Close, No. 3', status: 'rejected' }],
  },
  {
    displayName: 'Mohammed Khan',
    phoneNumber: '447700900211',
    email: 'm.khan@gmail.com',
    emailConfirmed: true,
    keys: [{ company: RIVERSIDE, title: '46 Riverside Drive, Flat 2', status: 'approved' }],
  },
];
