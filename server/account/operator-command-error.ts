/**
 * An operator's command that cannot run as asked (an unknown account, one already erased, an
 * unknown certificate code): the CLI prints the message, without a stack, and exits with 2.
 */
export class OperatorCommandError extends Error {}
