export const paymentKeys = {
  all: ['payments'] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  list: () => ['payments', 'list'] as const,
  pricing: () => ['pricing'] as const,
  plan: () => ['account', 'plan'] as const,
};
