import { PermissionDefinition } from '@vendure/core';

export const loggerCtx = 'OrdersPlugin';

/** Staff who record an order's plate progress and assign its VIN (state moves stay Vendure's UpdateOrder). */
export const updateOrderProgressPermission = new PermissionDefinition({
    name: 'UpdateOrderProgress',
    description: "Allows recording an order's plate (STNK/BPKB) progress and assigning its VIN",
});

/** Wrong hand-over codes before the hand-over is locked, and for how long. */
export const HANDOVER_MAX_TRIES = 5;
export const HANDOVER_LOCK_MINUTES = 15;
