/** Identity-documents section of /profile (KTP/KITAS, NPWP). Placeholder until the accounts work lands. */
export function DocumentsSection() {
  return null;
}
