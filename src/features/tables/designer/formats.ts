/** Excel number formats the FORMAT step offers; any other code can be typed. */
export const FORMAT_PRESETS = [
  { code: '', label: 'General (no format)' },
  { code: '#,##0', label: 'Whole number, 1,234' },
  { code: '#,##0.00', label: 'Number, 1,234.56' },
  { code: '0.0%', label: 'Percent, 12.3%' },
  { code: 'yyyy-mm-dd', label: 'Date, 2025-06-30' },
  { code: 'd mmm yyyy', label: 'Date, 30 Jun 2025' },
  { code: 'yyyy-mm-dd hh:mm', label: 'Date and time, 2025-06-30 14:05' },
  { code: '@', label: 'Text' },
] as const;

export const CUSTOM_FORMAT = 'custom';
