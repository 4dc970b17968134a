// The success shape of auth and core answers: {success: true, data?, message?}.
export function ok<T>(data?: T, message?: string) {
  return {
    success: true as const,
    ...(data === undefined ? {} : { data }),
    ...(message === undefined ? {} : { message }),
  };
}
