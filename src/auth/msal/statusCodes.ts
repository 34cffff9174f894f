/** A sleeping identity provider or API answers 503. */
export const AUTH_SERVICE_UNAVAILABLE_STATUS = 503;
