import { ApiProperty } from '@nestjs/swagger';

const kg = (description: string) => ApiProperty({ description: `${description}, kg (exact to the gram)` });
const tonnes = (description: string) =>
  ApiProperty({
    type: Number,
    nullable: true,
    description: `${description}, t CO2e (3 decimals); null without GWP`,
  });

/**
 * One gas's year: opening + received + recovered - filled - returned + unexplained = closing, to the gram.
 */
export class BalanceRowDto {
  @ApiProperty({ example: 'R-32' }) gas!: string;
  @ApiProperty({ type: Number, nullable: true }) gwp!: number | null;
  @kg('Stock at the start of the year') openingKg!: number;
  @kg('Initial content of the cylinders received in the year') receivedKg!: number;
  @kg('Filled from cylinders into installations') filledKg!: number;
  @kg('Recovered from installations into cylinders') recoveredKg!: number;
  @kg('Content of the cylinders returned to the supplier (weight at return - tare)') returnedKg!: number;
  @kg('Unexplained weight gaps, signed (a return that weighs other than the book stock counts here too)')
  unexplainedKg!: number;
  @kg('Stock at the end of the year') closingKg!: number;
  @tonnes('openingKg') openingCo2eTonnes!: number | null;
  @tonnes('receivedKg') receivedCo2eTonnes!: number | null;
  @tonnes('filledKg') filledCo2eTonnes!: number | null;
  @tonnes('recoveredKg') recoveredCo2eTonnes!: number | null;
  @tonnes('returnedKg') returnedCo2eTonnes!: number | null;
  @tonnes('unexplainedKg') unexplainedCo2eTonnes!: number | null;
  @tonnes('closingKg') closingCo2eTonnes!: number | null;
}
