import {
    ASTVisitor,
    FragmentDefinitionNode,
    GraphQLError,
    Kind,
    OperationDefinitionNode,
    SelectionSetNode,
    ValidationContext,
} from 'graphql';

/**
 * GraphQL validation rules that bound how much work one request may ask for (DESIGN §7).
 * Depth counts nested selection sets, with fragments expanded. Introspection (`__schema`, `__type`) is priced
 * by count: the query cost (api-hardening.ts) does not see these fields, and 500 aliased copies of the
 * introspection query took seconds and tens of megabytes; GraphiQL and codegen send one.
 */
export interface QueryLimits {
    maxDepth: number;
    maxIntrospectionFields: number;
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

function measure(
    selectionSet: SelectionSetNode,
    fragments: Record<string, FragmentDefinitionNode>,
    depth: number,
    visited: Set<string>,
): { depth: number; introspection: number } {
    let maxDepth = depth;
    let introspection = 0;
    for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
            if (INTROSPECTION_FIELDS.has(selection.name.value)) introspection += 1;
            if (selection.selectionSet) {
                const inner = measure(selection.selectionSet, fragments, depth + 1, visited);
                maxDepth = Math.max(maxDepth, inner.depth);
                introspection += inner.introspection;
            }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            const inner = measure(selection.selectionSet, fragments, depth, visited);
            maxDepth = Math.max(maxDepth, inner.depth);
            introspection += inner.introspection;
        } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
            const name = selection.name.value;
            const fragment = fragments[name];
            // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
            if (!fragment || visited.has(name)) continue;
            visited.add(name);
            const inner = measure(fragment.selectionSet, fragments, depth, visited);
            visited.delete(name);
            maxDepth = Math.max(maxDepth, inner.depth);
            introspection += inner.introspection;
        }
    }
    return { depth: maxDepth, introspection };
}

export function queryLimitsRule(limits: QueryLimits) {
    return (context: ValidationContext): ASTVisitor => {
        const document = context.getDocument();
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
        }
        return {
            OperationDefinition(node: OperationDefinitionNode) {
                const { depth, introspection } = measure(node.selectionSet, fragments, 1, new Set());
                const name = node.name?.value ?? 'anonymous';
                if (depth > limits.maxDepth) {
                    context.reportError(
                        new GraphQLError(
                            `Operation "${name}" is nested ${depth} levels deep; the maximum is ${limits.maxDepth}.`,
                            { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' } },
                        ),
                    );
                }
                if (introspection > limits.maxIntrospectionFields) {
                    context.reportError(
                        new GraphQLError(
                            `Operation "${name}" asks for introspection ${introspection} times; the maximum is ${limits.maxIntrospectionFields}.`,
                            { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } },
                        ),
                    );
                }
            },
        };
    };
}
