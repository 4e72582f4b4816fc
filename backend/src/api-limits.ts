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
 * Depth counts nested selection sets; cost counts every field selected, with fragments expanded
 * (introspection fields are skipped so GraphiQL/codegen keep working in development).
 */
export interface QueryLimits {
    maxDepth: number;
    maxCost: number;
}

function measure(
    selectionSet: SelectionSetNode,
    fragments: Record<string, FragmentDefinitionNode>,
    depth: number,
    visited: Set<string>,
): { depth: number; cost: number } {
    let maxDepth = depth;
    let cost = 0;
    for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
            if (selection.name.value.startsWith('__')) continue;
            cost += 1;
            if (selection.selectionSet) {
                const inner = measure(selection.selectionSet, fragments, depth + 1, visited);
                maxDepth = Math.max(maxDepth, inner.depth);
                cost += inner.cost;
            }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            const inner = measure(selection.selectionSet, fragments, depth, visited);
            maxDepth = Math.max(maxDepth, inner.depth);
            cost += inner.cost;
        } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
            const name = selection.name.value;
            const fragment = fragments[name];
            // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
            if (!fragment || visited.has(name)) continue;
            visited.add(name);
            const inner = measure(fragment.selectionSet, fragments, depth, visited);
            visited.delete(name);
            maxDepth = Math.max(maxDepth, inner.depth);
            cost += inner.cost;
        }
    }
    return { depth: maxDepth, cost };
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
                const { depth, cost } = measure(node.selectionSet, fragments, 1, new Set());
                const name = node.name?.value ?? 'anonymous';
                if (depth > limits.maxDepth) {
                    context.reportError(
                        new GraphQLError(
                            `Operation "${name}" is nested ${depth} levels deep; the maximum is ${limits.maxDepth}.`,
                            { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' } },
                        ),
                    );
                }
                if (cost > limits.maxCost) {
                    context.reportError(
                        new GraphQLError(
                            `Operation "${name}" selects ${cost} fields; the maximum is ${limits.maxCost}.`,
                            { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } },
                        ),
                    );
                }
            },
        };
    };
}
