/**
 * A contract the tools cannot read, or a place they cannot find it: its message is the one line the user sees
 * (what, and why), and the commands exit 2.
 */
export class ContractError extends Error {}
