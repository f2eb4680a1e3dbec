/** Metres as a person reads them: 350 m, 1.2 km. */
export const distanceText = (m: number) => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`);
