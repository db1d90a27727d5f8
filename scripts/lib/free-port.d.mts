/** A TCP port nothing listens on at the moment (the kernel's pick), for a server a script starts. */
export function freePort(): Promise<number>;
