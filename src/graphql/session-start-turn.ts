let previous: Promise<void> = Promise.resolve();

/**
 * A place in the line of requests sent while no session token is saved (SPEC §7). Vendure starts a new anonymous
 * session for every request that needs one and carries no token, so a guest's requests sent together (the header's
 * cart query and an "Add to cart", the purchase page's first queries) would each get their own session, and the cart
 * or order could end up in one the browser does not keep. Each such request waits for `turn`, then is sent with the
 * token saved by then, if any; `release` lets the next one go once its own answer (and token) is in. Apollo's
 * session-start link and shopRequest share this one line, so a page using both still starts one session.
 */
export function takeSessionStartTurn(): { turn: Promise<void>; release: () => void } {
  let release!: () => void;
  const turn = previous;
  previous = new Promise<void>((resolve) => (release = resolve));
  return { turn, release };
}
