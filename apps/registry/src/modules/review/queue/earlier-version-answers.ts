// Answers a draft gave to questions a later version of its form removed: kept in the form's
// history when it moved (decision 037), shown to the registrar with the question and page
// they were answered on, and that version's number.
import type { EarlierVersionAnswer, FieldValue } from "@portal/contract";
import { printedValue } from "@portal/forms";
import type { Executor } from "../../../db/client.ts";
import { findAnswerHistory, questionsOf } from "../../forms/index.ts";
import { definitionOf, type ReviewDeps } from "../review-deps.ts";

export async function earlierVersionAnswers(
  deps: Pick<ReviewDeps, "catalogue">,
  ex: Executor,
  form: { id: number; formTypeCode: string },
): Promise<EarlierVersionAnswer[]> {
  const history = await findAnswerHistory(ex, form.id);
  const answers: EarlierVersionAnswer[] = [];
  for (const answer of history) {
    const definition = await definitionOf(deps, {
      formTypeCode: form.formTypeCode,
      definitionVersion: answer.version,
    });
    const question = questionsOf(definition).get(answer.path);
    const pageCode = answer.path.split(".")[0]!;
    answers.push({
      page: definition.pagesByCode.get(pageCode)?.name ?? pageCode,
      label: question?.field.label ?? answer.path,
      value: question
        ? printedValue(question.field, answer.value as FieldValue)
        : JSON.stringify(answer.value),
      version: answer.version,
    });
  }
  return answers;
}
