/**
 * What a professor's file is, as the student reads it in "Chi ha visto il tuo profilo" (the
 * detail of a report_download entry, at most 200 characters: longer titles are cut by the log).
 * One home for the texts, so the student sees the same words for the same file everywhere.
 */
export const DOWNLOAD_DETAILS = {
  studentsExport: () => 'Elenco degli studenti',
  assignmentOverview: (classroom: string) => `Compiti della classe ${classroom}`,
  credentials: () => 'Credenziali di accesso',
  certificate: (title: string) => `Certificato PCTO – ${title}`,
  certificates: (title: string, classroom?: string) =>
    `Certificati PCTO – ${title}${classroom ? ` (classe ${classroom})` : ''}`,
  attemptCertificates: (titles: readonly string[]) =>
    `Certificati PCTO – ${[...new Set(titles)].join(', ')}`,
  certifiedHours: () => 'Ore certificate',
  attendanceSummary: (course: string) => `Presenze del corso live – ${course}`,
  attendanceEpisodes: (course: string) => `Presenze per episodio del corso live – ${course}`,
  liveResults: (course: string) => `Risultati dei quiz live – ${course}`,
  liveCertificate: (title: string) => `Certificato PCTO live – ${title}`,
  liveCertificates: (title: string, classroom?: string) =>
    `Certificati PCTO live – ${title}${classroom ? ` (classe ${classroom})` : ''}`,
  participationCertificate: (course: string) => `Certificato PCTO di partecipazione – ${course}`,
  participationCertificates: (course: string, classroom?: string) =>
    `Certificati PCTO di partecipazione – ${course}${classroom ? ` (classe ${classroom})` : ''}`,
} as const;
