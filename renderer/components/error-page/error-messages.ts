/** The messages of the error page by status (spec 01 §2 "Error page"). */
export const ERROR_PAGE_MESSAGES = {
  404: 'Il pianeta che stai cercando non esiste nello spazio HG.',
  500: 'Errore interno del server. Riprova più tardi.',
  503: 'Errore durante la comunicazione col server. Riprova più tardi.',
  other: 'Qualcosa è andato storto. Riprova più tardi.',
} as const;

export function errorPageMessage(status: number | undefined): string {
  if (status === 404 || status === 500 || status === 503) return ERROR_PAGE_MESSAGES[status];
  return ERROR_PAGE_MESSAGES.other;
}

/** 4xx pages offer the way back to the map. */
export function offersWayBack(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}
