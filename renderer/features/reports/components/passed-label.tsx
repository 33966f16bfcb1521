/** Passed or not, in words and a symbol, so colour is never the only sign. */
export function PassedLabel({ passed }: { passed: boolean }) {
  return (
    <span className={passed ? 'report-result report-result--passed' : 'report-result'}>
      <span aria-hidden="true">{passed ? '✓ ' : '✗ '}</span>
      {passed ? 'Superato' : 'Non superato'}
    </span>
  );
}
