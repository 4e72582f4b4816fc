// Next's ambient types (CSS modules, images) for type-checking a fresh clone before `next build` writes next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
