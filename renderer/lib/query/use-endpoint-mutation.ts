import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ArgsOf, EndpointDefinition, ResultOf } from '#common/api/endpoint.ts';
import { request, type RequestOptions } from '../http/request.ts';
import { useServices } from '../services/services-context.tsx';
import { invalidateEndpoints } from './endpoint-cache.ts';

export type EndpointMutationOptions<E extends EndpointDefinition, TVariables, TContext> = Omit<
  UseMutationOptions<ResultOf<E>, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /**
   * The endpoints whose cached answers this call changes: every args variant of each is
   * invalidated, after onSuccess (or after onSettled with `invalidateWhen: 'settled'`), and the
   * mutation resolves once the answers on screen are fetched again.
   */
  invalidates?: readonly EndpointDefinition[];
  invalidateWhen?: 'success' | 'settled';
  /** The call's args from the mutation's variables, when they are not the args themselves. */
  args?: (variables: TVariables) => ArgsOf<E>;
  /** Per-call switches of request(). */
  request?: RequestOptions;
};

/**
 * A call that changes data, through its declaration: names the endpoints it invalidates instead
 * of writing another feature's query keys.
 * @example useEndpointMutation(todoEndpoints.saveTodo, { invalidates: [todoEndpoints.getTodoList] })
 */
export function useEndpointMutation<
  E extends EndpointDefinition,
  TVariables = ArgsOf<E>,
  TContext = unknown,
>(endpoint: E, options: EndpointMutationOptions<E, TVariables, TContext> = {}) {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const {
    invalidates = [],
    invalidateWhen = 'success',
    args,
    request: requestOptions,
    onSuccess,
    onSettled,
    ...rest
  } = options;
  return useMutation<ResultOf<E>, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) =>
      request(http, endpoint, args ? args(variables) : (variables as ArgsOf<E>), requestOptions),
    onSuccess: async (...parameters) => {
      await onSuccess?.(...parameters);
      if (invalidateWhen === 'success') await invalidateEndpoints(queryClient, invalidates);
    },
    onSettled: async (...parameters) => {
      await onSettled?.(...parameters);
      if (invalidateWhen === 'settled') await invalidateEndpoints(queryClient, invalidates);
    },
  });
}
