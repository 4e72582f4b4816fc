/** Jakarta, the default map location (SPEC §9). */
export const DEFAULT_USER_LOCATION = { latitude: -6.2266, longitude: 106.8093 } as const;
