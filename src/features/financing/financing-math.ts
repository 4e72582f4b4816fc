/**
 * The calculator's arithmetic is the back end's own module (one place for the formula): the server answers
 * `simulateFinancing` and quotes leads with it, the site computes instantly with it. It is pure (no imports).
 */
export * from '../../../backend/src/plugins/financing/financing-math';
