/** PostgreSQL error codes, read from the error or its cause (Drizzle wraps the driver's error). */
const codeOf = (error: unknown): string | undefined => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code ?? candidate?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
