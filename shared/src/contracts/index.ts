// Every contract, the player's and the operator's (the server and the console import this).
export * from './player';
export * from './signed-in';
export * from './operator';
