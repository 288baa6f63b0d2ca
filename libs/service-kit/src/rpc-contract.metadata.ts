export const RPC_CONTRACT = 'oneway:rpc-contract';
