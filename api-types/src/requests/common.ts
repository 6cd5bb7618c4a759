/** What every request schema shares: the answer to a body that is not a JSON object. */
export const body = { error: 'Data harus berupa objek JSON.' };
