/** The service's version, as `/openapi.json` and `/health` report it. */
export const SERVICE_VERSION = '0.1.0';
