import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';

/**
 * What the student agrees to before companies may see the CV (issue 25 §2): who sees it, what
 * they can do with it, and how to withdraw. Asked only when turning the consent on; withdrawing
 * needs no statement.
 */
export function ConsentDialog(props: { open: boolean; onAccept(): void; onCancel(): void }) {
  const { open, onAccept, onCancel } = props;
  return (
    <ConfirmDialog
      open={open}
      title="Contatto dalle aziende"
      message="Se acconsenti, il tuo curriculum entra nell'elenco che le aziende vedono sulla piattaforma."
      confirmLabel="Acconsento"
      onConfirm={onAccept}
      onCancel={onCancel}
    >
      <ul>
        <li>
          <strong>Chi lo vede:</strong> il personale delle aziende iscritto alla piattaforma. Vede
          il tuo nome, il tuo profilo, i tuoi hobby, le tue competenze, i badge, i punti e l'e-mail
          a cui contattarti.
        </li>
        <li>
          <strong>Cosa può fare:</strong> leggere il tuo curriculum e scaricarlo in PDF. Ogni volta
          che lo apre o lo scarica resta registrato, e lo vedi in «Chi ha visto il tuo profilo».
        </li>
        <li>
          <strong>Come ritirare il consenso:</strong> togli la spunta qui e salva, quando vuoi: da
          quel momento il tuo curriculum sparisce dal loro elenco.
        </li>
      </ul>
    </ConfirmDialog>
  );
}
