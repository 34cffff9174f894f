/**
 * The demo world's vocabulary: the products, brands, people, customer groups, order statuses and discounts its
 * generated companies are made of. The Cin7 Omni stand-in's demo accounts (standins/cin7Omni/demoCompany.ts) and
 * the direct seed of the extra warehouses (seedWarehouse.ts) draw on the same lists, with the same hash
 * (md5 of the salt and a key), so a row has the same values whichever way it is made.
 */

export const ADJECTIVES = [
  'Classic',
  'Heavy Duty',
  'Compact',
  'Premium',
  'Eco',
  'Pro',
  'Deluxe',
  'Essential',
  'Marine',
  'Rapid',
  'Ultra',
  'Heritage',
];
// 'Category|Product noun|unit of measure'
export const PRODUCTS = [
  'Hardware|Hammer|ea',
  'Hardware|Screwdriver Set|set',
  'Hardware|Spirit Level|ea',
  'Hardware|Wood Screws|box',
  'Hardware|Pry Bar|ea',
  'Garden|Hose Reel|ea',
  'Garden|Pruning Shears|ea',
  'Garden|Potting Mix|bag',
  'Garden|Watering Can|ea',
  'Garden|Planter Box|ea',
  'Kitchen|Chef Knife|ea',
  'Kitchen|Cast Iron Pan|ea',
  'Kitchen|Mixing Bowl Set|set',
  'Kitchen|Coffee Grinder|ea',
  'Kitchen|Cutting Board|ea',
  'Outdoor|Camp Chair|ea',
  'Outdoor|Cooler Bag|ea',
  'Outdoor|Headlamp|ea',
  'Outdoor|Tarp|ea',
  'Outdoor|Rope Coil|ea',
  'Marine|Mooring Line|m',
  'Marine|Boat Fender|ea',
  'Marine|Life Jacket|ea',
  'Marine|Anchor|ea',
  'Cleaning|Microfibre Cloths|pack',
  'Cleaning|Floor Mop|ea',
  'Cleaning|Degreaser|L',
  'Cleaning|Scrub Brush|ea',
  'Electrical|Extension Lead|ea',
  'Electrical|LED Bulb|pack',
  'Electrical|Work Light|ea',
  'Electrical|Power Board|ea',
];
export const BRANDS = [
  'Kauri',
  'Tasman',
  'Northline',
  'Bluewater',
  'Ironbark',
  'Southern Cross',
  'Harbourline',
  'Summit',
];
export const FIRST_NAMES = [
  'Aroha',
  'Ben',
  'Chloe',
  'Daniel',
  'Emma',
  'Finn',
  'Grace',
  'Hemi',
  'Isla',
  'Jack',
  'Kiri',
  'Liam',
  'Mia',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Ruby',
  'Sam',
  'Tane',
  'Uma',
  'Vera',
  'Wiremu',
  'Xavier',
  'Yasmin',
  'Zoe',
];
export const LAST_NAMES = [
  'Anderson',
  'Brown',
  'Chen',
  'Davies',
  'Edwards',
  'Fraser',
  'Green',
  'Harris',
  'Ngata',
  'Jones',
  'Kumar',
  'Lee',
  'Martin',
  'Nguyen',
  'Patel',
  'Robinson',
  'Singh',
  'Taylor',
  'Walker',
  'Wilson',
  'Young',
  'Te Whata',
];
export const COMPANY_SUFFIXES = [
  'Ltd',
  'Trading',
  'Supplies',
  '& Co',
  'Group',
  'Holdings',
  'Retail',
  'Marine',
];
/** The demo companies' sales people (Cin7 users named on orders and quotes), 'First|Last'. */
export const SALES_PEOPLE = [
  'Aroha|Walker',
  'Ben|Chen',
  'Kiri|Davies',
  'Liam|Edwards',
  'Priya|Anderson',
  'Tane|Brown',
];
export const CUSTOMER_GROUPS = ['Retail', 'Retail', 'Wholesale', 'Trade', 'Online', 'Key Account'];
// Weighted: most orders are invoiced; a few are still open or voided.
export const ORDER_STATUSES = [
  'Invoiced',
  'Invoiced',
  'Invoiced',
  'Invoiced',
  'Invoiced',
  'Dispatched',
  'Dispatched',
  'Approved',
  'Draft',
  'Voided',
];
export const DISCOUNTS = ['0', '0', '0', '0', '5', '10', '15'];

/**
 * The demo's sales orders run over the three years (1,096 days) to the day before DEMO_DESIGN_DAY (demoClock.ts):
 * from 1 Dec 2022 to 30 Nov 2025, moved along the calendar at the first start. Order numbers rise with the date.
 */
export const DEMO_ORDERS_FROM = '2022-12-01';
export const DEMO_ORDER_DAYS = 1_096;

/**
 * The demo's customers are created over the days from 1 Jun 2022 to 30 Nov 2025 (1,279 days), its products over
 * those from 1 Jan 2023 to 30 Nov 2025 (1,065 days): both run up to the newest order, so that once moved along the
 * calendar "new customers this year" or "products added this month" find some, as orders of the last 30 days do.
 */
export const DEMO_CUSTOMERS_FROM = '2022-06-01';
export const DEMO_CUSTOMER_DAYS = 1_279;
export const DEMO_PRODUCTS_FROM = '2023-01-01';
export const DEMO_PRODUCT_DAYS = 1_065;
