export const authKeys = {
  all: ['auth'] as const,
  loginSlider: () => [...authKeys.all, 'login-slider'] as const,
};
