// A request the page may send more than once (its answer lost on the way), every copy carrying the
// key the page made for it: the first copy makes what it asks for, and every other copy is answered
// with that, whether it comes after the first or beside it.
export async function oncePerKey<T>(
  // What an earlier copy made, or undefined (always, for a request without a key); throws when the
  // key was used for another request.
  madeEarlier: () => Promise<T | undefined>,
  make: () => Promise<T>,
): Promise<T> {
  const earlier = await madeEarlier();
  if (earlier !== undefined) return earlier;
  try {
    return await make();
  } catch (error) {
    // Two copies at once: the one that lost the race (on the key's unique index, or on what the
    // first one used up, such as a single-use token) answers with what the winner made.
    const won = await madeEarlier();
    if (won !== undefined) return won;
    throw error;
  }
}
