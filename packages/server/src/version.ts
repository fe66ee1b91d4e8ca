/** The service's version, as SPEC §9 has `/openapi.json` report it. */
export const SERVICE_VERSION = '0.1.0';
