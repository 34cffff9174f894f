/** The IANA zones this browser knows, for the instance's time zone picker, and the browser's own as a suggestion. */

/** Intl leaves out the bare 'UTC' alias on some engines; it is every instance's starting zone, so it is offered. */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
