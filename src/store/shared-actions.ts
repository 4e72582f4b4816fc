import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched when the session ends or none exists on load (SPEC §4): every persisted flow slice returns to its
 * initial state. Lives here so features need not import each other's slices.
 */
export const sessionCleared = createAction('session/cleared');

/** On load without a session only the purchase state is cleared (SPEC §4); a guest's test-ride draft stays. */
export const purchaseCleared = createAction('session/purchaseCleared');
