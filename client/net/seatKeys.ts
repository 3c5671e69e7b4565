// Where this browser keeps a battle's seat key (so a link or a reload takes the seat back) and the
// player's display name: one place for the start page and the battle chunk.

export const seatKeyName = (roomId: string) => `shadow-wars:seat:${roomId}`;
export const NAME_KEY = 'shadow-wars:name';
